"""Stamps an exported site's sw.js with its build: a version and every file's SHA-256.

scripts/site_build.py calls stamp() at the end of export_site(); sw.js explains how the service
worker uses the stamp. In the repository sw.js keeps `const BUILD = null;`, and the service
worker then caches nothing (./scripts/serve shows edits on the next reload).
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKER = "sw.js"
MARKER = "const BUILD = null;"


def site_files(site: Path) -> list[str]:
    """Every file of the site, as sorted paths relative to it, except the worker and dot files."""
    paths = []
    for path in site.rglob("*"):
        relative = path.relative_to(site)
        if path.is_file() and relative.as_posix() != WORKER and not any(p.startswith(".") for p in relative.parts):
            paths.append(relative.as_posix())
    return sorted(paths)


def integrity(path: Path) -> str:
    """The file's Subresource Integrity value: sha256-<base64 digest>."""
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode("ascii")


def build_of(site: Path) -> dict:
    """The build: [path, integrity] for every site file, and a version that hashes them all."""
    files = [[name, integrity(site / name)] for name in site_files(site)]
    version = hashlib.sha256(json.dumps(files).encode("utf-8")).hexdigest()[:16]
    return {"version": version, "files": files}


def stamp(site: Path, template: Path = ROOT / WORKER) -> dict:
    """Write the site's sw.js: the template with the site's build in place of the marker; return the build."""
    source = template.read_text(encoding="utf-8")
    if source.count(MARKER) != 1:
        raise SystemExit(f"{template}: expected the line `{MARKER}` once, to write the build into")
    build = build_of(site)
    (site / WORKER).write_text(source.replace(MARKER, f"const BUILD = {json.dumps(build)};"), encoding="utf-8")
    return build
