/** '1 medicine', '3 medicines'. */
export const medicinesCount = (count: number): string => `${count} ${count === 1 ? 'medicine' : 'medicines'}`;
