"""first-words.js: the page's marked text and the boot bar's phrases in every language, from the
catalogues, and the screen the address opens, as the shell will show it."""

import json
import re
import subprocess

from game.saves import keys
from game.ui import site
from game.ui.i18n import CATALOGUES, LANGUAGES
from scripts import first_words

MARKED = re.compile(r'data-i18n(?:-label)?="([^"]+)"')


def words_in_script() -> dict[str, dict[str, str]]:
    """The WORDS object as the browser reads it out of the written script."""
    found = re.search(r"const WORDS = (\{.*?\});\n", first_words.script())
    assert found, "the script has no WORDS object"
    return json.loads(found.group(1))


def test_every_marked_phrase_of_the_page_is_there_in_every_language():
    words = words_in_script()
    marked = set(MARKED.findall(first_words.PAGE.read_text(encoding="utf-8")))
    assert marked, "index.html marks no text"
    assert set(words) == set(LANGUAGES)
    for code, phrases in words.items():
        assert marked <= set(phrases), f"{code}: {sorted(marked - set(phrases))} missing"
        for key, text in phrases.items():
            assert text == CATALOGUES[code][key]


def test_the_boot_bar_speaks_each_language():
    words = words_in_script()
    shell = (first_words.ROOT / "assets" / "shell.js").read_text(encoding="utf-8")
    used = set(re.findall(r'"(boot\.[a-z]+)"', shell))
    assert {"boot.pyscript", "boot.table", "boot.failed", "boot.crashed"} <= used
    for code in LANGUAGES:
        assert used <= set(words[code])
    assert words["de"]["boot.failed"] != words["en"]["boot.failed"]


def test_the_script_reads_the_language_the_board_saves():
    assert f"const SETTINGS = {json.dumps(keys.SETTINGS)};" in first_words.script()


def test_written_where_the_page_loads_it(tmp_path):
    path = first_words.write(tmp_path / "first-words.js")
    assert path.read_text(encoding="utf-8") == first_words.script()
    assert (tmp_path / "first-screen.js").read_text(encoding="utf-8") == first_words.screen_script()
    page = first_words.PAGE.read_text(encoding="utf-8")
    assert 'src="./assets/runtime/first-words.js"' in page
    # first-screen.js runs before any board's part is parsed: first thing in <body>.
    assert re.search(r'<body>\s*(<!--.*?-->\s*)?<script src="./assets/runtime/first-screen.js"></script>', page, re.S)


ADDRESSES = ["", "#", "#/", "#/shanghaien", "#/shanghaien/x", "#/shanghai-rummy", "#/penny-shanghai",
             "#/no-such-game", "#//", "#g1=abc", "#help-dice", "#/SHANGHAIEN", "#shanghaien"]


def routes_in_script(addresses: list[str]) -> list[str]:
    """What the script's own route() says for each address, run in Node."""
    text = first_words.screen_script()
    consts = re.search(r"(  const BOARDS = .*?\n  const FIRST = .*?\n)", text).group(1)
    function = re.search(r"(  function route\(hash\) \{.*?\n  \})", text, re.S).group(1)
    program = f"{consts}{function}\nconsole.log(JSON.stringify({json.dumps(addresses)}.map(route)));"
    out = subprocess.run(["node", "-e", program], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_before_python_the_page_opens_the_screen_the_shell_will_open():
    assert routes_in_script(ADDRESSES) == [site.route(address) for address in ADDRESSES]
    assert site.route("#/") == site.CHOOSER and site.route("#/shanghaien") == "shanghaien"


def test_before_python_the_page_knows_every_board_by_its_names():
    boards = json.loads(re.search(r"const BOARDS = (\{.*?\});", first_words.script()).group(1))
    assert list(boards) == [game.id for game in site.playable()]
    ids = json.loads(re.search(r"const BOARDS = (\[.*?\]);", first_words.screen_script()).group(1))
    assert ids == list(boards)
    for game in site.playable():
        assert boards[game.id] == {code: game.name(code) for code in LANGUAGES}
    assert all("chooser.page_title" in words for words in words_in_script().values())


def test_before_python_the_page_links_the_style_sheets_of_the_board_it_opens():
    sheets = json.loads(re.search(r"const SHEETS = (\{.*?\});", first_words.screen_script()).group(1))
    assert sheets == {game.id: list(game.stylesheets) for game in site.playable() if game.stylesheets}
    assert set(sheets) == {"shanghai-rummy", "penny-shanghai"}  # Shanghaien's are in index.html
