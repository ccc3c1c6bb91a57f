"""Writes assets/runtime/first-words.js, the page's first words in the player's language, and
assets/runtime/first-screen.js, the screen its address opens.

The page paints (and its boot bar moves) seconds before Python can translate anything, so a
German player used to read English until then. This script takes, from the catalogues in
game/ui/locales/ (the site's) and game/shanghaien/ui/locales/ (the board index.html is written
for), every phrase index.html marks with `data-i18n`/`data-i18n-label` and the
boot screen's phrases (`boot.*`), and writes them into a small classic script that index.html
runs at the end of <body>: it picks the language the way the board does (the saved setting,
else the browser's first language we speak, else English), translates the marked text at once,
and leaves the boot phrases to assets/shell.js as `window.shanghaienWords`.

Both also show, before Python, the screen the address will open. index.html is written for
Shanghaien's board, and a browser may paint what it has parsed while it fetches a script at the
end of <body>, so first-screen.js runs at the top of <body>: it routes the address as
game/ui/site.py does (written again in JavaScript with the site's boards) and marks <body> with
the screen, as the shell will, so the style sheets keep every other screen's parts off from the
first paint; it also links the style sheets of the board the address opens (its descriptor's
`stylesheets`), so they have arrived long before Python draws that board. first-words.js then
hides those parts as the shell hides them, and on the chooser's address or another game's moves
the boot bar and the error panel into the page's own boot host and puts that game's name in the
masthead, where the shell finds it.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from scripts import game_zips

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "index.html"
FIRST_WORDS = ROOT / "assets" / "runtime" / "first-words.js"
FIRST_SCREEN = ROOT / "assets" / "runtime" / "first-screen.js"
# What the script is made from: a newer one of these makes it stale.
SOURCES = (PAGE, ROOT / "game" / "saves" / "keys.py", ROOT / "game" / "shanghaien" / "phrases.py",
           *sorted((ROOT / "game" / "ui" / "locales").glob("*.py")),
           *sorted((ROOT / "game" / "shanghaien" / "ui" / "locales").glob("*.py")),
           ROOT / "game" / "shanghaien" / "ui" / "words.py", ROOT / "game" / "ui" / "site.py",
           *sorted((ROOT / "game").glob("*/descriptor.py")), Path(__file__),
           *sorted((ROOT / "game").rglob("*.py")))  # the zips each game needs (scripts/game_zips.py)
_MARKED = re.compile(r'data-i18n(?:-label)?="([^"]+)"')

TEMPLATE = """// Written by scripts/first_words.py from the catalogues (do not edit): see that script.
(() => {
  const WORDS = %(words)s;
  const SETTINGS = %(settings)s;
  const BOARDS = %(boards)s;  // each game with a board: its name per language
  const FIRST = %(first)s;  // the game index.html is written for
  let saved = "";
  try { saved = JSON.parse(localStorage.getItem(SETTINGS) ?? "{}")?.language ?? ""; } catch { /* unreadable: the board says so */ }
  const spoken = (navigator.languages ?? [navigator.language]).map((tag) => String(tag).replace("_", "-").split("-")[0].toLowerCase());
  const code = [saved, ...spoken].find((c) => Object.hasOwn(WORDS, c)) ?? "en";
  const words = WORDS[code];
  window.shanghaienWords = words;
  document.documentElement.lang = code;
  showScreen(document.body.dataset.screen === "chooser" ? "" : document.body.dataset.screen ?? FIRST);
  if (code === "en") return;  // the page is written in English
  // Text the board redraws itself once Python runs, so it carries no data-i18n mark: the boot bar
  // (assets/shell.js moves it on), the turn panel's waiting words and button, the language menu.
  document.getElementById("boot-step").textContent = words["boot.page"];
  document.getElementById("boot-error-title").textContent = words["boot.failed"];
  document.getElementById("banner").textContent = words["boot.table"];
  document.querySelector("#turn .turn-actions button").textContent = words["turn.roll"];
  document.getElementById("language").value = code;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = words[el.dataset.i18n] ?? el.textContent;
  for (const el of document.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", words[el.dataset.i18nLabel] ?? el.getAttribute("aria-label"));
  }

  // The page as the shell will show it (game/ui/shell.py): only the parts of the screen that
  // first-screen.js chose ("" is the chooser).
  function showScreen(screen) {
    for (const el of document.querySelectorAll("[data-board-of]")) el.hidden = el.dataset.boardOf !== screen;
    if (screen === FIRST) return;
    const host = document.getElementById("boot-host");
    host.append(document.getElementById("boot"), document.getElementById("boot-error"));
    if (!screen) {
      document.title = words["chooser.page_title"];
      return;
    }
    const title = document.createElement("h1");
    title.dataset.boardOf = screen;
    title.textContent = BOARDS[screen][code] ?? BOARDS[screen].en;
    document.querySelector(".masthead .site-home").after(title);
    document.title = title.textContent;
  }
})();
"""


def catalogues() -> dict:
    """The site's catalogues with Shanghaien's layered on (index.html is written for its board)."""
    import game.shanghaien.ui.words  # noqa: F401 - adds its phrases on import
    from game.ui.i18n import CATALOGUES

    return CATALOGUES


SCREEN_TEMPLATE = """// Written by scripts/first_words.py from the registry (do not edit): see that script.
(() => {
  const BOARDS = %(boards)s;  // the games with a board, in the chooser's order
  const FIRST = %(first)s;  // the game index.html is written for, whose addresses predate the chooser

  // What an address opens: "" (the chooser) or a game's id, as route() in game/ui/site.py.
  function route(hash) {
    const text = hash.replace(/^#/, "");
    if (text.startsWith("/")) {
      const wanted = text.slice(1).split("/")[0];
      return BOARDS.includes(wanted) ? wanted : "";
    }
    if (text) return BOARDS.includes(FIRST) ? FIRST : "";
    return BOARDS.length === 1 ? BOARDS[0] : "";
  }

  // <body> marked as the shell marks it, before anything under it is parsed or painted.
  const screen = route(String(location.hash));
  document.body.dataset.screen = screen || "chooser";
  document.body.dataset.boards = BOARDS.length > 1 ? "many" : "one";

  // The page's zips (scripts/game_zips.py): game.zip, the site's, which PyScript fetches, and
  // each game's own, which the snapshot loader (assets/snapshot/pyodide.mjs) unpacks when the
  // game is opened. The game this address opens has its zips fetched now, beside the runtime.
  const ZIPS = %(zips)s;  // each game's zips, in the order they are unpacked
  window.shanghaienZips = { games: ZIPS, all: %(all)s };  // all: in the order of the snapshot's digest
  for (const name of ZIPS[screen] ?? []) {
    const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
    link.href = `./assets/runtime/games/${name}.zip`;
    document.head.append(link);
  }

  // The style sheets of the board this address opens (its descriptor's `stylesheets`), linked
  // now as the shell would link them (game/ui/shell.py), so they have long arrived when Python
  // draws the board.
  const SHEETS = %(sheets)s;
  for (const href of SHEETS[screen] ?? []) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
  }
})();
"""


def page_keys(page: Path = PAGE) -> list[str]:
    """The catalogue keys index.html marks, in order of first appearance, then those the script sets by id."""
    CATALOGUES = catalogues()
    keys = list(dict.fromkeys(_MARKED.findall(page.read_text(encoding="utf-8"))))
    unmarked = sorted(k for k in CATALOGUES["en"] if k.startswith("boot.")) + ["turn.roll", "chooser.page_title"]
    return keys + [k for k in unmarked if k not in keys]


def first_words() -> dict[str, dict[str, str]]:
    """For each language, the phrases the page needs before Python runs."""
    CATALOGUES = catalogues()

    keys = page_keys()
    return {code: {key: catalogue[key] for key in keys} for code, catalogue in CATALOGUES.items()}


def script() -> str:
    """The text of first-words.js."""
    from game.saves.keys import FIRST_GAME, SETTINGS
    from game.ui import site
    from game.ui.i18n import LANGUAGES

    words = json.dumps(first_words(), ensure_ascii=False, indent=None, separators=(",", ":"))
    boards = {game.id: {code: game.name(code) for code in LANGUAGES} for game in site.playable()}
    return TEMPLATE % {"words": words, "settings": json.dumps(SETTINGS),
                       "boards": json.dumps(boards, ensure_ascii=False, separators=(",", ":")),
                       "first": json.dumps(FIRST_GAME)}


def screen_script() -> str:
    """The text of first-screen.js."""
    from game.saves.keys import FIRST_GAME
    from game.ui import site

    layout = game_zips.layout(ROOT)
    return SCREEN_TEMPLATE % {"boards": json.dumps([game.id for game in site.playable()]),
                              "first": json.dumps(FIRST_GAME),
                              "zips": json.dumps(layout.games, separators=(",", ":")),
                              "all": json.dumps(list(layout.zips), separators=(",", ":")),
                              "sheets": json.dumps({game.id: list(game.stylesheets) for game in site.playable()
                                                    if game.stylesheets}, separators=(",", ":"))}


def write(path: Path = FIRST_WORDS, screen: Path | None = None) -> Path:
    """Write first-words.js and first-screen.js (beside it, unless `screen` names a path); return
    the path of first-words.js."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(script(), encoding="utf-8")
    (screen or path.with_name(FIRST_SCREEN.name)).write_text(screen_script(), encoding="utf-8")
    return path


def refresh() -> None:
    """Rewrite first-words.js if a source is newer, in a fresh Python: a long-running server has
    the catalogues it imported once, not the ones just edited."""
    built = min((p.stat().st_mtime if p.exists() else -1.0) for p in (FIRST_WORDS, FIRST_SCREEN))
    if any(path.stat().st_mtime > built for path in SOURCES):
        subprocess.run([sys.executable, "-m", "scripts.first_words"], cwd=ROOT, check=True)


if __name__ == "__main__":
    print(f"written: {write()}")
