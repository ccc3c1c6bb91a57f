"""The build stamp the service worker caches by (scripts/pwa_build.py), on a small made-up site."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest

from scripts import pwa_build

TEMPLATE = "// head\nconst BUILD = null;\n// tail\n"


def make_site(root: Path) -> Path:
    files = {"index.html": "<!doctype html>", "pyscript.toml": "x = 1", "sw.js": TEMPLATE,
             "assets/style.css": "body {}", "assets/runtime/game.zip": "zip", ".hidden/file": "no"}
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    (root / "template.js").write_text(TEMPLATE, encoding="utf-8")
    return root


def written_build(site: Path) -> dict:
    match = re.search(r"^const BUILD = (\{.*\});$", (site / "sw.js").read_text(encoding="utf-8"), re.M)
    assert match, "sw.js carries no build"
    return json.loads(match.group(1))


def test_every_site_file_but_the_worker_and_dot_files_is_listed_with_its_integrity(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    build = pwa_build.build_of(site)
    paths = [path for path, _ in build["files"]]
    assert paths == ["assets/runtime/game.zip", "assets/style.css", "index.html", "pyscript.toml", "template.js"]
    digest = base64.b64encode(hashlib.sha256(b"body {}").digest()).decode()
    assert dict(build["files"])["assets/style.css"] == f"sha256-{digest}"
    assert re.fullmatch(r"[0-9a-f]{16}", build["version"])


def test_stamp_writes_the_build_into_the_worker_in_place_of_the_marker(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    build = pwa_build.stamp(site, template=site / "template.js")
    text = (site / "sw.js").read_text(encoding="utf-8")
    assert text.startswith("// head\n") and text.endswith("// tail\n") and "BUILD = null" not in text
    assert written_build(site) == build


def test_the_version_follows_the_content_and_only_the_content(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    first = pwa_build.stamp(site, template=site / "template.js")
    assert pwa_build.stamp(site, template=site / "template.js") == first  # the stamped worker is not hashed
    (site / "assets" / "style.css").write_text("body { color: red }", encoding="utf-8")
    second = pwa_build.stamp(site, template=site / "template.js")
    assert second["version"] != first["version"]
    (site / "assets" / "style.css").write_text("body {}", encoding="utf-8")
    assert pwa_build.build_of(site) == first


def test_a_template_without_the_marker_is_refused(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    (site / "template.js").write_text("const BUILD = {};\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="const BUILD = null;"):
        pwa_build.stamp(site, template=site / "template.js")


def test_the_repository_worker_has_the_marker_once() -> None:
    assert (pwa_build.ROOT / "sw.js").read_text(encoding="utf-8").count(pwa_build.MARKER) == 1
