// Compiles Python sources to bytecode with the page's own interpreter (Pyodide's CPython, under
// Node), for scripts/bytecode.py: a first visit then imports the first screen's modules without
// compiling them in the page. Usage: node scripts/bytecode.mjs < job.json, where the job is
// [[source file, bytecode file to write, name shown in tracebacks], ...]; it prints the
// interpreter's cache tag (the one the page looks for in __pycache__) and writes every file, or
// fails with the source that did not compile.
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";

const job = JSON.parse(readFileSync(0, "utf8"));
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/job");
job.forEach(([source], i) => pyodide.FS.writeFile(`/job/${i}.py`, readFileSync(source)));
pyodide.globals.set("SHOWN", pyodide.toPy(job.map(([, , shown]) => shown)));
// Checked-hash bytecode (PEP 552): the page's import system uses it only while the source beside
// it has the hash it was compiled from, so it can never run stale code.
const tag = pyodide.runPython(`
import py_compile, sys
for i, shown in enumerate(SHOWN):
    py_compile.compile(f"/job/{i}.py", f"/job/{i}.pyc", dfile=shown, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
sys.implementation.cache_tag
`);
job.forEach(([, target], i) => writeFileSync(target, pyodide.FS.readFile(`/job/${i}.pyc`)));
console.log(tag);
