/** The server log of a test app, line by line, read from memory. */
export function memoryLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    clear: () => void lines.splice(0),
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
