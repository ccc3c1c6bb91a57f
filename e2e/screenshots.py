"""Screenshots of the board at each phase, on a 1280 px desktop and a 375 px phone (a script).

Serves the exported site, opens saved positions (records) and plays a few clicks, then writes
PNGs into the output folder (default docs/screenshots/). docs/shanghaien.md shows the best of them.

    .venv/bin/python e2e/screenshots.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Page, sync_playwright

from e2e import chromium
from e2e.play import BOARD, TRICK_ROUND, button, random_game_record, record, seed_items, settle, start_game, trick_deck
from scripts import site_build, site_server

ROOT = Path(__file__).resolve().parent.parent
OPTIONS = {"extra_wild": True, "sharks": True}
# Round 2 well under way: dice of both players on the tavern, Red has just rolled 3 and 4.
MID_ROUND = TRICK_ROUND + ["roll 3 4", "dir up", "place 3", "roll 4 2", "place 4", "roll 2 5", "place 5",
                           "roll 3 6", "place 3", "roll 1 6", "place 6", "roll 2 2", "place 2", "roll 3 4"]
SIZES = {"desktop": {"width": 1280, "height": 860}, "phone": {"width": 375, "height": 760}}


def finished_game() -> dict:
    """A whole game played by the engine's random player, as a record."""
    return random_game_record(21, {"extra_wild": True}, level="mate")


def open_record(page: Page, base: str, data: dict | None, seed: int = 3) -> None:
    """Open the page with `data` as the saved game (None: a first visit)."""
    page.goto(base + f"?seed={seed}&pace=instant{BOARD}")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    page.evaluate("localStorage.clear()")
    if data is not None:
        for key, value in seed_items(data).items():
            page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])
    page.reload()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=180_000)
    if data is not None:
        settle(page)


def shoot(page: Page, out: Path, name: str, full: bool = False) -> None:
    page.mouse.move(0, 0)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.wait_for_timeout(900)  # let the dice and card animations finish: a picture, not a test
    path = out / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    print(path)


def take_all(page: Page, base: str, out: Path, size: str) -> None:
    """Every phase, for one screen size."""
    open_record(page, base, None)
    shoot(page, out, f"{size}-new-game")
    start_game(page, opponent="Bosun", first="I start")
    button(page, "Roll").click()
    shoot(page, out, f"{size}-direction")
    open_record(page, base, record(MID_ROUND, deck=trick_deck(), options=OPTIONS))
    shoot(page, out, f"{size}-turn", full=size == "desktop")
    button(page, "Die +/-1: change a die by one").click()
    shoot(page, out, f"{size}-trick-choice")
    open_record(page, base, record(TRICK_ROUND, deck=trick_deck(), options=OPTIONS))
    shoot(page, out, f"{size}-round-end")
    page.locator("[data-pop=\"score:0\"]").click()
    shoot(page, out, f"{size}-score-window")
    open_record(page, base, finished_game())
    button(page, "Final scoring").click()
    shoot(page, out, f"{size}-final-scoring")
    button(page, "Look at the board").click()
    page.get_by_role("button", name="Result: show how round 8 was shared out").click()
    shoot(page, out, f"{size}-round-log")
    take_replay_and_stats(page, base, out, size)
    take_review(page, base, out, size)


def take_review(page: Page, base: str, out: Path, size: str) -> None:
    """The game review of a finished game, and the replay viewer at its costliest move."""
    open_record(page, base, random_game_record(4, level="captain"))
    button(page, "Final scoring").click()
    button(page, "Review my game").click()
    page.wait_for_selector('#dialog-review[data-state="done"]', timeout=60_000)
    shoot(page, out, f"{size}-review")
    page.locator('#dialog-review [data-act^="review:show:"]').first.click()
    shoot(page, out, f"{size}-review-replay")


# Statistics after a few evenings of play, as game.saves stores them.
STATS = {"levels": {
    "deckhand": {"games": 7, "wins": 6, "draws": 0, "losses": 1, "points": 131, "best_margin": 14, "monopolies": 9},
    "bosun": {"games": 5, "wins": 3, "draws": 1, "losses": 1, "points": 83, "best_margin": 9, "monopolies": 4},
    "mate": {"games": 2, "wins": 0, "draws": 0, "losses": 2, "points": 27, "best_margin": None, "monopolies": 1}},
    "counted": [], "hot_seat": {"games": 3, "red_wins": 1, "blue_wins": 2, "draws": 0, "points": 98,
                                "best_margin": 6, "monopolies": 5}}


def take_replay_and_stats(page: Page, base: str, out: Path, size: str) -> None:
    """The replay viewer in round 3 and the Statistics screen."""
    import json

    from game.saves import keys

    open_record(page, base, finished_game())
    button(page, "Watch replay").click()
    button(page, "Round 3").click()
    for _ in range(9):
        page.keyboard.press("ArrowRight")
    shoot(page, out, f"{size}-replay")
    button(page, "Back to the game").click()
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [keys.STATS, json.dumps(STATS)])
    button(page, "Statistics").click()
    shoot(page, out, f"{size}-statistics")


def take_penny_shanghai(page: Page, base: str, out: Path, size: str) -> None:
    """Penny Shanghai's phases: the new game, the table in play, a rebuilt table with a bad group,
    a hand's end, the hiding screen, the final standings."""
    from e2e import penny_shanghai_play as ps
    from e2e.test_penny_shanghai_board import SEVENS

    ps.open_board(page, base)
    shoot(page, out, f"{size}-penny-new-game")
    ps.start_game(page, ("human", "cousin", "aunt", "grandma"), ("Ann",))
    shoot(page, out, f"{size}-penny-table", full=True)
    ps.open_board(page, base, SEVENS)
    ps.card(ps.group(page, 1), "7H").click()
    ps.button(ps.board(page), "New group").click()
    ps.card(ps.hand(page), "8H").click()
    shoot(page, out, f"{size}-penny-rearranging", full=True)
    out_record = ps.record([{"name": "Ann", "type": "human"}, {"name": "Grandma", "type": "ai", "level": "grandma"}],
                           1, [["5H", "6H", "7H", "8H", "9H"], ["2S", "4D", "9C", "JS", "KD"]])
    ps.open_board(page, base, out_record)
    ps.play_hinted(page)
    shoot(page, out, f"{size}-penny-hand-end")
    ps.open_board(page, base)
    ps.start_game(page, ("human", "human"), ("Ann", "Ben"))
    shoot(page, out, f"{size}-penny-hiding-screen")
    ps.start_game(page, ("human", "cousin"), ("Ann",), pennies=2, hands=1)
    for _ in range(100):
        if ps.phase(page) == "over":
            break
        ps.play_hinted(page)
    shoot(page, out, f"{size}-penny-final", full=True)


def main() -> None:
    """Command line: write the screenshots."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--game", default="all", choices=("all", "shanghaien", "penny-shanghai", "shanghai-rummy"),
                        help="whose screens to take (default all)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        site = site_build.export_site(Path(tmp) / "shanghaien")
        server = site_server.make_server(site.parent, port=0, quiet=True)
        site_server.start_in_thread(server)
        base = site_server.url_of(server, "/shanghaien/")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(**chromium.launch_args())
                for size, viewport in SIZES.items():
                    phone = size == "phone"
                    context = browser.new_context(viewport=viewport, device_scale_factor=2 if phone else 1,
                                                  has_touch=phone, is_mobile=phone)
                    if args.game in ("all", "shanghaien"):
                        take_all(context.new_page(), base, args.out, size)
                    if args.game in ("all", "penny-shanghai"):
                        take_penny_shanghai(context.new_page(), base, args.out, size)
                    if args.game in ("all", "shanghai-rummy"):
                        from e2e.shanghai_rummy_play import take_shots

                        take_shots(context.new_page(), base, args.out, size)
                    context.close()
                browser.close()
        finally:
            server.shutdown()
            server.server_close()


if __name__ == "__main__":
    main()
