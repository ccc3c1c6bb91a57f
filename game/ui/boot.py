"""The page's entry point (index.html runs main()): start the shell, then tell the page Python is ready."""

from __future__ import annotations

from game.ui import browser


def main() -> None:
    """Start the chooser or the board the address names; the page's controls come alive only once this has run."""
    if browser.url_flag("boot_error"):
        raise RuntimeError("boot_error=1 is in the page address: a deliberate failure, to show the error panel")
    browser.window.performance.mark("board:start")
    from game.ui import shell

    browser.window.performance.mark("board:imported")
    started = shell.main()
    if started.opening is None:
        ready()
    else:  # the board's files were not fetched as the page started: ready once they are
        started.opening.add_done_callback(lambda _: ready())


def ready() -> None:
    """The page's controls come alive; the other boards' style sheets load meanwhile."""
    from game.ui import shell

    browser.mark_ready()
    shell.link_every_sheet()
    browser.window.performance.measure("board:boot", "board:start")
