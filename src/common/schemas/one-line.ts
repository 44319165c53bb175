/**
 * A name kept on one line: each run of CR/LF becomes a space. A name with a line break in it would start
 * a new line wherever it is written out (a mail header, a log line, a download's file name).
 */
export const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ');
