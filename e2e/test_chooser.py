"""The game chooser at `#/`: each game with a board, its game in progress and saved games; a
game's own address opens its board, and Back returns to the chooser, all without a reload."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import wait_until_ready
from e2e.play import CHOOSER, game_page, start_game, url  # noqa: F401 (game_page is a fixture)


def test_the_chooser_offers_shanghaien_opens_its_board_and_back_returns(game_page: Page, site_url: str):
    page = game_page
    page.goto(url(site_url, 7, screen=CHOOSER))
    wait_until_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page).to_have_title("Shanghai games")
    card = page.locator(".chooser-game").filter(has=page.get_by_role("heading", name="Shanghaien"))
    expect(card).to_contain_text("2 players")
    expect(card).to_contain_text("Two captains roll dice")
    expect(card).to_contain_text("0 saved games")
    expect(page.get_by_role("button", name="New game")).to_be_hidden()  # the board's menu waits for its board
    page.evaluate("window.sameDocument = true")

    card.get_by_role("link", name="Play").click()
    expect(page).to_have_url(url(site_url, 7))
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()  # a first visit starts with a new game
    start_game(page, names=("Ann", ""))
    expect(page.get_by_role("button", name="New game")).to_be_visible()

    page.go_back()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(card).to_contain_text("In progress: Ann vs")
    expect(card).to_contain_text("1 saved game")
    expect(page.locator(".layout")).to_be_hidden()
    card.get_by_role("link", name="Resume").click()
    expect(page.locator("#turn")).to_be_visible()
    assert page.evaluate("window.sameDocument") is True  # Python booted once: no reload on the way


def test_the_chooser_speaks_the_language_chosen_on_it_and_the_board_keeps_it(game_page: Page, site_url: str):
    page = game_page
    page.goto(url(site_url, 3, screen=CHOOSER))
    wait_until_ready(page)
    page.locator("#language").select_option("de")
    expect(page.get_by_role("heading", name="Wähle ein Spiel")).to_be_visible()
    card = page.locator(".chooser-game").filter(has=page.get_by_role("heading", name="Shanghaien"))
    expect(card).to_contain_text("2 Spieler")
    card.get_by_role("link", name="Spielen").click()
    expect(page.get_by_role("dialog", name="Neues Spiel")).to_be_visible()


# Records, at every frame from the first, whether Shanghaien's board (its table) was drawn on screen,
# and whether Python was ready by then.
WATCH_BOARD = """
window.boardSeen = [];
const look = () => {
  const table = document.querySelector('.layout[data-board-of="shanghaien"]');
  if (table && table.getClientRects().length) {
    window.boardSeen.push(document.body && 'ready' in document.body.dataset ? 'after boot' : 'before boot');
  }
  requestAnimationFrame(look);
};
requestAnimationFrame(look);
"""


def test_the_chooser_address_never_shows_shanghaiens_board_before_or_after_boot(page: Page, site_url: str):
    page.add_init_script(WATCH_BOARD)
    page.goto(url(site_url, 5, screen=CHOOSER))
    expect(page.locator("#boot-host #boot")).to_be_visible()  # the boot bar, away from the board
    wait_until_ready(page)
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.locator("#boot-host")).to_be_hidden()
    page.wait_for_timeout(300)  # a few more frames after boot
    assert page.evaluate("window.boardSeen") == []


def test_before_python_each_address_shows_its_own_screen(page: Page, site_url: str):
    page.add_init_script(WATCH_BOARD)
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())  # Python never comes
    page.goto(url(site_url, 5, screen=CHOOSER))
    expect(page).to_have_title("Shanghai games")
    expect(page.locator("#boot-host #boot")).to_be_attached()
    expect(page.locator(".masthead h1")).to_have_count(1)
    expect(page.locator(".masthead h1")).to_be_hidden()  # Shanghaien's title is the board's
    expect(page.locator("#boot-error")).to_be_visible(timeout=30_000)  # and says so where the chooser goes
    assert page.evaluate("window.boardSeen") == []

    assert sheets(page) == []  # no board's own style sheets on the chooser's address

    page.goto(url(site_url, 6, screen="#/shanghai-rummy"))  # another query: a new load
    expect(page).to_have_title("Shanghai rummy")
    # The board's style sheets come with the page, not after Python has drawn the board unstyled.
    page.wait_for_function("[...document.querySelectorAll('link[rel=stylesheet]')].every((l) => l.sheet)")
    assert sheets(page) == ["./assets/cards.css", "./assets/rummy-stats.css", "./assets/shanghai-rummy.css"]
    expect(page.get_by_role("heading", name="Shanghai rummy", exact=True)).to_be_visible()
    expect(page.get_by_role("link", name="All games")).to_be_visible()
    expect(page.locator("#boot-error")).to_be_visible(timeout=30_000)
    assert page.evaluate("window.boardSeen") == []

    page.goto(url(site_url, 7))
    expect(page.locator(".layout")).to_be_visible()  # Shanghaien's own address: today's skeleton
    expect(page.locator(".tavern #boot")).to_be_attached()
    expect(page.locator("#boot-host")).to_be_hidden()


PAGE_SHEETS = re.findall(r'<link rel="stylesheet" href="([^"]+)">',
                         (Path(__file__).resolve().parent.parent / "index.html").read_text(encoding="utf-8"))


def sheets(page: Page) -> list[str]:
    """The style sheets linked on the page beyond those index.html links, in their order."""
    linked = page.evaluate("[...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))")
    return [href for href in linked if href not in PAGE_SHEETS]


def test_the_rummies_style_sheets_leave_shanghaiens_cards_alone(game_page: Page, site_url: str):
    page = game_page
    page.goto(url(site_url, 4))
    wait_until_ready(page)
    start_game(page)
    tavern = page.locator(".layout .card")
    expect(tavern.first).to_be_visible()
    # Once the page is ready, every board's style sheets are linked, so that opening a board later
    # never paints it unstyled; Shanghaien's cards (class "card" too) must look as without them.
    page.wait_for_function("[...document.querySelectorAll('link[rel=stylesheet]')].every((l) => l.sheet)")
    others = sheets(page)
    assert {"./assets/cards.css", "./assets/shanghai-rummy.css", "./assets/penny-shanghai.css"} <= set(others)

    def looks(others_on: bool) -> list[list[str]]:
        return tavern.evaluate_all("""(cards, [others, on]) => {
            for (const l of document.querySelectorAll('link[rel=stylesheet]')) {
                if (others.includes(l.getAttribute('href'))) l.disabled = !on;
            }
            return cards.map((c) => {
                const s = getComputedStyle(c);
                return [s.width, s.height, s.display, s.padding, s.borderTopWidth, s.font, s.boxShadow];
            });
        }""", [others, others_on])

    alone = looks(False)
    assert looks(True) == alone
    page.evaluate("location.hash = '#/shanghai-rummy'")  # and after a rummy's board has been drawn
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    page.go_back()
    expect(tavern.first).to_be_visible()
    assert looks(True) == alone


@pytest.mark.parametrize("game", ["shanghaien", "shanghai-rummy", "penny-shanghai"])
def test_back_from_a_board_with_its_window_open_leaves_the_chooser_usable(game_page: Page, site_url: str, game: str):
    page = game_page
    page.goto(url(site_url, 8, screen=CHOOSER))
    wait_until_ready(page)
    page.evaluate(f"location.hash = '#/{game}'")
    window = page.get_by_role("dialog", name="New game")
    expect(window).to_be_visible()  # a first visit asks for a game
    page.go_back()
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    expect(page.locator("dialog[open]")).to_have_count(0)  # an open modal window would make the chooser inert
    # Only the language switch is left of the boards' menus.
    expect(page.locator(".masthead .toolbar").get_by_role("button")).to_have_count(0)
    page.go_forward()
    expect(window).to_be_visible()  # back on the board, it asks again
    page.go_back()
    other = "penny-shanghai" if game != "penny-shanghai" else "shanghai-rummy"
    page.locator(f'.chooser-game a[href="#/{other}"]').first.click()
    expect(page).to_have_url(re.compile(f"#/{other}$"))
    expect(window).to_be_visible()


def run_python(page: Page, code: str) -> str:
    """Run Python in the booted page's interpreter; returns what it put in `window.pyDone`."""
    page.evaluate("window.pyDone = null")
    page.evaluate("""(code) => {
        const script = document.createElement("script");
        script.type = "py";
        script.textContent = code;
        document.body.append(script);
    }""", code + "\nfrom pyscript import window as _w\n_w.pyDone = str(_w.pyDone or 'done')\n")
    page.wait_for_function("window.pyDone !== null")
    return page.evaluate("window.pyDone")


def test_a_board_away_from_the_screen_opens_no_window_until_it_is_back(game_page: Page, site_url: str):
    page = game_page
    page.goto(url(site_url, 9))
    wait_until_ready(page)
    start_game(page)
    page.evaluate("location.hash = '#/'")
    expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
    # What the computer's last move would do there: Shanghaien's final scoring opens no window.
    run_python(page, "from game.shanghaien.ui import dialogs\ndialogs.open_dialog('dialog-info')")
    expect(page.locator("dialog[open]")).to_have_count(0)

    # Shanghai rummy's windows wait while the page shows another screen, and open once it is back.
    page.evaluate("location.hash = '#/shanghai-rummy'")
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    page.evaluate("location.hash = '#/'")
    expect(page.locator("dialog[open]")).to_have_count(0)
    run_python(page, """
from game.shanghai_rummy.ui.dialogs import Dialogs
from game.ui.browser import document, on_screen
from game.ui.dom import h
box = document.querySelector("#board-shanghai-rummy .sr-dialogs")
import builtins  # kept for the next script: one interpreter for the whole page
builtins.probe_dialogs = Dialogs(box, lambda _: True, lambda: on_screen("shanghai-rummy"))
builtins.probe_dialogs.show(lambda: h("dialog", {"id": "probe-window", "text": "probe"}))
""")
    expect(page.locator("dialog[open]")).to_have_count(0)
    page.evaluate("location.hash = '#/shanghai-rummy'")
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()  # the board asks for a game again
    run_python(page, "import builtins\nbuiltins.probe_dialogs.resume()")
    expect(page.locator("#probe-window")).to_be_visible()


# The saved games of one game, as the page keeps them: the same text until someone moves.
SAVED = """(game) => Object.keys(localStorage).filter(k => k.startsWith(game + '.') && k.includes('.game.'))
    .sort().map(k => localStorage.getItem(k)).join('\\n')"""


def fill_new_game(page: Page, game: str) -> None:
    """Fill in the game's new-game window so that a computer moves first, short of starting."""
    window = page.get_by_role("dialog", name="New game")
    expect(window).to_be_visible()
    if game == "shanghaien":
        window.get_by_role("radio", name="The opponent starts").check()
    elif game == "shanghai-rummy":
        window.get_by_label("Players at the table").select_option("3")
        for seat in (2, 3):
            window.get_by_label(f"Who plays seat {seat}").select_option(label="Computer: Regular")
        window.get_by_label("First dealer").select_option(label="Seat 1")
    else:
        window.get_by_label("Players at the table").select_option("2")
        window.get_by_label("Who plays seat 2").select_option("grandma")


def test_the_computer_waits_while_its_board_is_away_and_plays_on_when_it_is_back(game_page: Page, site_url: str):
    page = game_page
    page.goto(url(site_url, 10, pace="normal", screen=CHOOSER))
    wait_until_ready(page)
    for game, start in (("shanghaien", "Start game"), ("shanghai-rummy", "Deal the cards"),
                        ("penny-shanghai", "Start game")):
        page.evaluate(f"location.hash = '#/{game}'")
        fill_new_game(page, game)
        # Start, and go to the chooser before the computer's first pause at the normal pace is over.
        page.get_by_role("dialog", name="New game").get_by_role("button", name=start).click()
        page.evaluate("location.hash = '#/'")
        expect(page.get_by_role("heading", name="Choose a game")).to_be_visible()
        left = page.evaluate(SAVED, game)
        page.wait_for_timeout(2_000)  # two of the computer's moves at the normal pace, or more
        assert page.evaluate(SAVED, game) == left, f"{game}: the computer played while its board was away"
        page.evaluate(f"location.hash = '#/{game}'")
        page.wait_for_function(f"(left) => ({SAVED})('{game}') !== left", arg=left)


# Run inside the booted page, in its interpreter: which of the games' packages Python has imported.
LIST_IMPORTS = """
import sys
from pyscript import window
window.gameModules = ",".join(sorted(name for name in sys.modules if name.startswith("game.")))
"""


def imported(page: Page) -> set[str]:
    """The game.* modules the page's Python has imported so far."""
    run_python(page, LIST_IMPORTS)
    return set(page.evaluate("window.gameModules").split(","))


def engines(modules: set[str]) -> list[str]:
    """The modules of a game's own package (not its descriptor) or of the rummies' shared cards."""
    games = ("game.shanghaien.", "game.shanghai_rummy.", "game.penny_shanghai.", "game.rummy")
    return sorted(name for name in modules if name.startswith(games) and not name.endswith(".descriptor"))


def unpacked(page: Page) -> list[str]:
    """The games' zips unpacked on the page so far (the snapshot loader measures each), by name.
    (The snapshot's maker fetches them all once the page is ready, to hash them, unpacking none.)"""
    return sorted(page.evaluate("performance.getEntriesByType('measure').map((m) => m.name)"
                                ".filter((name) => name.startsWith('game:') && name.endsWith('.zip'))"))


def test_the_chooser_boots_without_any_games_board_and_a_board_comes_when_chosen(page: Page, site_url: str):
    # A first visit (no snapshot yet, whose preloaded modules would hide what the boot imports).
    page.goto(url(site_url, 5, screen=CHOOSER))
    wait_until_ready(page)
    assert unpacked(page) == []  # the site's game.zip only: no game's own zip before it is chosen
    page.evaluate("window.sameDocument = true")
    at_boot = imported(page)
    assert "game.ui.chooser" in at_boot
    boards = ("game.shanghaien.ui", "game.shanghai_rummy.ui", "game.penny_shanghai.ui")
    assert not [name for name in at_boot if name.startswith(boards)], sorted(at_boot)
    # Nor any game's engine: the chooser lists saved games from the descriptors alone.
    assert not engines(at_boot), sorted(at_boot)
    card = page.locator(".chooser-game").filter(has=page.get_by_role("heading", name="Shanghaien"))
    card.get_by_role("link", name="Play").click()
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    after = imported(page)
    assert "game.shanghaien.ui.app" in after
    assert not [name for name in after if name.startswith(boards[1:])], sorted(after)
    assert engines(after) and all(name.startswith("game.shanghaien.") for name in engines(after)), engines(after)
    assert unpacked(page) == ["game:shanghaien.zip"]

    # Another game, chosen without a reload: its zips (and the rummies' shared cards) come then.
    start_game(page, names=("Ann", ""))
    page.go_back()
    rummy = page.locator(".chooser-game").filter(has=page.get_by_role("heading", name="Shanghai rummy"))
    rummy.get_by_role("link", name="Play").click()
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    assert unpacked(page) == ["game:rummy.zip", "game:shanghai_rummy.zip", "game:shanghaien.zip"]
    assert "game.shanghai_rummy.ui.board" in imported(page)
    assert page.evaluate("window.sameDocument") is True
