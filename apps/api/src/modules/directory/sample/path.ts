/** Where the committed sample lives, under apps/api (found from the source tree or the bundled dist/). */
export const SAMPLE_CSV_RELATIVE_PATH = 'directory-sample/doctors.csv';
