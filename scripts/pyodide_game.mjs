// Runs `python -m game ...` inside Pyodide under Node: the same interpreter the browser runs
// (CPython 3.14 on WebAssembly), with this checkout's game/ package. Usage:
//   node scripts/pyodide_game.mjs bench --game shanghai-rummy --seconds 2
//   node scripts/pyodide_game.mjs ai --level expert < records.jsonl
// Arguments after the script go to `python -m game`; standard input and output are passed through.
// It measures what the engines cost in Pyodide without a browser (no page, no main-thread slicing).
import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function* pythonFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") yield* pythonFiles(path);
    } else if (name.endsWith(".py")) yield path;
  }
}

const pyodide = await loadPyodide();
const home = "/home/pyodide";
for (const path of pythonFiles(join(root, "game"))) {
  const target = join(home, relative(root, path));
  pyodide.FS.mkdirTree(dirname(target));
  pyodide.FS.writeFile(target, readFileSync(path));
}
// All of standard input, read as a stream: readFileSync(0) gives up (EAGAIN) on a pipe holding
// more than the pipe's buffer, as an AI protocol run over many records does.
let input = "";
if (!process.stdin.isTTY) {
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
}
// Handed over by bytes: a line-by-line `stdin` callback cut records longer than about 8 kB short.
const inputBytes = new TextEncoder().encode(input);
let inputOffset = 0;
pyodide.setStdin({
  read(buffer) {
    const count = Math.min(buffer.length, inputBytes.length - inputOffset);
    buffer.set(inputBytes.subarray(inputOffset, inputOffset + count));
    inputOffset += count;
    return count;
  },
});
pyodide.setStdout({ batched: (text) => process.stdout.write(text + "\n") });
pyodide.setStderr({ batched: (text) => process.stderr.write(text + "\n") });
pyodide.globals.set("ARGS", pyodide.toPy(process.argv.slice(2)));
let code;
try {
  code = pyodide.runPython(`
import os, sys
os.chdir("${home}")
sys.path.insert(0, "${home}")
from game.cli import main
try:
    code = main(list(ARGS))
except SystemExit as exit:
    code = exit.code if isinstance(exit.code, int) else 0
code
`);
} catch (error) {
  process.stderr.write(String(error.message || error) + "\n");
  code = 1;
}
process.exitCode = code;
