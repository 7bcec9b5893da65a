// Loaded first (`node --import`) by every Node process the launcher's supervisor starts, so that each one's own
// first line in the log says which Node runs it; the supervisor prefixes the line with the process's name.
console.log(`node ${process.version} (${process.execPath})`);
