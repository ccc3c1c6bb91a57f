"""The game in a renderer that samples its allocations, as a few renderers of every Chrome do:
Chromium's allocation checker (GWP-ASan) and heap profiler record a stack trace for each sampled
allocation, and the page must not crash them (the top of assets/snapshot/pyodide.mjs says how)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserType, Error

from e2e import chromium
from e2e.conftest import BOOT_TIMEOUT_MS

# Both samplers in every renderer, GWP-ASan at a rate that crashed 23 of 37 boots while Pyodide
# ran Python on JSPI stacks (at Chrome's own rates: about one boot in a few thousand).
GWP_ASAN = ("ProcessSamplingProbability/1.0/AllocationSamplingMultiplier/30/AllocationSamplingRange/1"
            "/MaxAllocations/4000/MaxMetadata/4000/TotalPages/16000")
SAMPLERS = (f"--enable-features=GwpAsanMalloc:{GWP_ASAN},GwpAsanPartitionAlloc:{GWP_ASAN},"
            "HeapProfilerReporting:stable-probability/1/nonstable-probability/1")
ADDRESSES = ["#/shanghai-rummy", "#/shanghaien", "#/penny-shanghai", "#/"] * 2


def test_every_game_boots_where_chromium_samples_allocations(
        browser_type: BrowserType, site_url: str, tmp_path: Path) -> None:
    arguments = chromium.launch_args()
    arguments["args"] = [*arguments["args"], SAMPLERS]
    context = browser_type.launch_persistent_context(tmp_path, service_workers="block", **arguments)
    crashed = []
    try:
        first = context.new_page()  # a first visit, which then saves the snapshot the others restore
        first.goto(site_url + "#/")
        first.wait_for_selector("body[data-snapshot=saved], body[data-snapshot=failed]", state="attached",
                                timeout=BOOT_TIMEOUT_MS)
        assert first.evaluate("document.body.dataset.snapshot") == "saved"
        first.close()
        for address in ADDRESSES:
            page = context.new_page()
            try:
                page.goto(site_url + address)
                page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
                assert page.evaluate("document.body.dataset.snapshot") == "restored"
            except Error as error:
                if "crash" not in str(error).lower():
                    raise
                crashed.append(address)
            finally:
                page.close()
    finally:
        context.close()
    assert not crashed, f"the renderer crashed booting {crashed} of {ADDRESSES}"
