"""Playing Penny Shanghai's board as a person does, for the browser tests: positions built as
records and saved into the page's storage, controls found by role and name, waits on the board's
own markers (never sleeps)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

import pytest

from playwright.sync_api import Browser, Locator, Page, expect

from e2e.conftest import seed_storage_script
from game import saves
from game.penny_shanghai.record import Record, parse
from game.penny_shanghai.state import Options
from game.rummy import cards as C

HOST = "#board-penny-shanghai"
SETTLED = (f"() => {{ const b = document.querySelector('{HOST}');"
           " return !!b && b.dataset.busy === '0' && b.dataset.phase !== undefined"
           " && (b.dataset.phase !== 'play' || b.dataset.turn === 'human'); }")
TIMEOUT_MS = 90_000
BOOT_MS = 180_000


def address(site_url: str, seed: int = 3, pace: str = "instant") -> str:
    """The board's address with the test hooks (?seed= for the deal and the computer, ?pace=)."""
    return f"{site_url}?seed={seed}&pace={pace}#/penny-shanghai"


def pack_for(n: int, dealer: int, hands: Sequence[Sequence[str]], stock: Sequence[str] = (), decks: int = 1) -> list[str]:
    """A pack that deals `hands[p]` to each seat and puts `stock` on top of the stock (the rest after it)."""
    order = [(dealer + 1 + k) % n for k in range(n)]
    pack: list[str] = []
    for k in range(5):
        for p in order:
            pack.append(hands[p][k])
    pack += list(stock)
    rest = [c for c in C.CODES for _ in range(decks)]
    for code in pack:
        rest.remove(code)
    return pack + rest


def record(players: Sequence[dict], dealer: int, hands: Sequence[Sequence[str]], stock: Sequence[str] = (),
           moves: Sequence[str] = (), options: Options | None = None) -> dict:
    """A record of a first hand dealt as given, with these moves made (checked by the engine)."""
    options = options or Options(decks=Options.default_decks(len(players)))
    packs = [pack_for(len(players), dealer, hands, stock, options.decks)]
    shuffle = random.Random(len(moves))
    for _ in range(1, options.hands):  # the later hands' packs, shuffled
        pack = [c for c in C.CODES for _ in range(options.decks)]
        shuffle.shuffle(pack)
        packs.append(pack)
    data = {"format": "penny-shanghai-record", "version": 1, "options": options.to_json(),
            "players": list(players), "dealer": dealer, "packs": packs, "moves": list(moves)}
    parse(data)  # a test position must be a legal one
    return data


def saved_items(data: dict, game_id: str = "testgame0001") -> dict[str, str]:
    """The storage items of `data` saved as the game to resume (the list of saved games holds it alone)."""
    store = saves.MemoryStorage()
    shelf = saves.shelf_for("penny-shanghai")
    game: Record = parse(data)
    saves.autosave(store, game_id, game, game.players, {}, shelf=shelf)
    saves.set_current(store, game_id, shelf=shelf)
    return {store.key(i): store.getItem(store.key(i)) for i in range(store.length)}


ANN = {"name": "Ann", "type": "human"}
GRANDMA = {"name": "Grandma", "type": "ai", "level": "grandma"}


def board(page: Page) -> Locator:
    """The board's host."""
    return page.locator(HOST)


_opened = itertools.count()


def open_board(page: Page, site_url: str, data: dict | None = None, seed: int = 3) -> None:
    """Open the board with `data` saved as the game to resume (None: a first visit) and wait.

    The storage is set before the page's first script runs, once per call (a later reload of the
    page keeps what the board saved since)."""
    n = next(_opened)
    flag = f"ps-seeded-{n}"
    items = saved_items(data) if data is not None else {}
    page.add_init_script(seed_storage_script(flag, items))
    page.goto(address(site_url, seed).replace("#", f"&visit={n}#"))  # a new address: a new page, never a hop
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_MS)
    if data is not None:
        settle(page)


_loaded = itertools.count(2)


def load_saved(page: Page, data: dict) -> None:
    """Open `data` on a booted board the way a person would: saved into the page's storage, then
    loaded from the Saved games dialog (a quick reset for tests that share one page)."""
    game_id = f"testgame{next(_loaded):04d}"
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  saved_items(data, game_id))
    button(page, "Saved games").click()
    dialog = page.get_by_role("dialog", name="Saved games")
    dialog.locator(f'[data-act="load"][data-id="{game_id}"]').click()
    expect(dialog).to_be_hidden()
    settle(page)


@pytest.fixture(scope="module")
def shared_page(browser: Browser, site_url: str) -> Iterator[Page]:
    """One booted board for every test of a module (each test opens its position with load_saved);
    the module fails on any console error."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_board(page, site_url, record([ANN, GRANDMA], 0, [["8H", "9H", "KC", "2D", "4S"],
                                                        ["7S", "7H", "7D", "7C", "QS"]], moves=["table 7S-7H-7D-7C"]))
    yield page
    page.close()
    assert errors == [], "the page logged errors"


def settle(page: Page) -> None:
    """Wait until the computer is done and a person may act (or a hand's end, the cover, the end)."""
    page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)


def button(scope: Page | Locator, name: str) -> Locator:
    """The button with exactly this accessible name."""
    return scope.get_by_role("button", name=name, exact=True)


def group(page: Page, n: int) -> Locator:
    """Group n (1-based) of the table."""
    return board(page).get_by_role("group", name=f"Group {n}:", exact=False)


def hand(page: Page) -> Locator:
    """The hand of the person at the device."""
    return board(page).locator(".ps-hand")


def card(scope: Locator, code: str) -> Locator:
    """A card by its code, within a part of the board."""
    return scope.locator(f'.ps-card-button[data-card="{code}"]')


def start_game(page: Page, seats: Sequence[str] = ("human", "grandma"), names: Sequence[str] = (),
               pennies: int = 12, hands: int = 10) -> None:
    """Fill in the new-game dialog (seat kinds: human, cousin, aunt, grandma) and start."""
    dialog = page.get_by_role("dialog", name="New game")
    if not dialog.is_visible():
        button(page, "New game").click()
    expect(dialog).to_be_visible()
    dialog.get_by_label("Players at the table").select_option(str(len(seats)))
    for i, kind in enumerate(seats):
        dialog.get_by_label(f"Who plays seat {i + 1}", exact=True).select_option(kind)
    for i, name in enumerate(names):
        if name:
            dialog.get_by_label(f"Name for seat {i + 1}", exact=True).fill(name)
    dialog.get_by_label("Pennies each").fill(str(pennies))
    dialog.get_by_label("Hands at most").fill(str(hands))
    button(dialog, "Start game").click()
    expect(dialog).to_be_hidden()
    settle(page)


def phase(page: Page) -> str:
    """The board's phase: play, hand-end, cover, over, setup."""
    return str(board(page).get_attribute("data-phase"))


def play_hinted(page: Page) -> None:
    """Ask for a play and make it."""
    button(board(page), "Find a play").click()
    play = button(board(page), "Play")
    expect(play).to_be_enabled()
    play.click()
    settle(page)



# The time of one click's redraw on the player's turn (a pick, a put that marks a group and turns
# Play off, a reset), on the page's clock: the marks must follow within a frame. Run as a script.
REDRAW_TIMES = """() => {
  const b = document.querySelector('#board-penny-shanghai');
  const times = [];
  for (let k = 0; k < 20; k++) {
    let t0 = performance.now();
    b.querySelector('.ps-hand .ps-card-button[data-card="8H"]').click();
    times.push(performance.now() - t0);
    t0 = performance.now();
    b.querySelector('[data-act="put"][data-to="0"]').click();
    times.push(performance.now() - t0);
    if (b.querySelector('.ps-group.is-bad') === null || !b.querySelector('[data-act="play"]').disabled) {
      return 'the marks did not follow the move';
    }
    t0 = performance.now();
    b.querySelector('[data-act="reset"]').click();
    times.push(performance.now() - t0);
  }
  return times;
}"""


def main() -> None:
    """Print the median and longest redraw of a click on the player's turn (the set of four sevens)."""
    import os
    import statistics
    import sys
    import tempfile
    from pathlib import Path

    from playwright.sync_api import sync_playwright

    from e2e import chromium
    from e2e.test_penny_shanghai_board import SEVENS
    from scripts import site_build, site_server

    with tempfile.TemporaryDirectory() as tmp:
        site = site_build.export_site(Path(tmp) / "shanghaien")
        server = site_server.make_server(site.parent, port=0, quiet=True)
        site_server.start_in_thread(server)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(**chromium.launch_args())
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                open_board(page, site_server.url_of(server, "/shanghaien/"), SEVENS)
                times = page.evaluate(REDRAW_TIMES)
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    if isinstance(times, str):
        sys.exit(times)
    print(f"a click's redraw on the player's turn: median {statistics.median(times):.1f} ms, "
          f"max {max(times):.1f} ms over {len(times)} clicks; load {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
