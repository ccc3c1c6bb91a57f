"""How the tests start Chromium (e2e/chromium.py): Playwright's own switched-off features stay off,
and the in-process heap profiler, which crashes the game's renderer, stays off even where
Chromium would turn it on."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserType

from e2e import chromium

# What a field trial could ask for: the heap profiler in every process (crashes half the loads).
PROFILER_FOR_ALL = "--enable-features=HeapProfilerReporting:stable-probability/1/nonstable-probability/1"


def command_lines(profile: Path) -> list[list[str]]:
    """The command lines of the running Chromium processes on this profile (Linux's /proc)."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            # Chromium's child processes retitle themselves: one line with spaces, not NULs.
            words = cmdline.read_bytes().decode(errors="replace").replace("\0", " ").split()
        except OSError:  # the process has ended
            continue
        if f"--user-data-dir={profile}" in words:
            found.append(words)
    return found


def test_the_last_disable_features_switch_carries_playwrights_and_the_heap_profiler(
        browser_type: BrowserType, site_url: str, tmp_path: Path) -> None:
    arguments = chromium.launch_args()
    arguments["args"] = [*arguments["args"], PROFILER_FOR_ALL]
    context = browser_type.launch_persistent_context(tmp_path, **arguments)
    try:
        for _ in range(3):
            context.new_page().goto(site_url + "pyscript.toml")
        lines = command_lines(tmp_path)
    finally:
        context.close()
    [browser] = [words for words in lines if not any(word.startswith("--type=") for word in words)]
    switched_off = [word.split("=", 1)[1].split(",") for word in browser if word.startswith("--disable-features=")]
    assert len(switched_off) >= 2  # Playwright's, then ours, which Chromium keeps
    assert set(switched_off[0]) <= set(switched_off[-1])
    assert "HeapProfilerReporting" in switched_off[-1]
    children = [words for words in lines if "--type=renderer" in words]
    assert children
    assert not [words for words in lines if "--subproc-heap-profiling" in words]
