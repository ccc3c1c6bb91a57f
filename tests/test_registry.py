"""The registry of games and the command line's dispatch through it, with a tiny game of the tests' own."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli, registry
from game.registry import GameDescriptor, Option

REPO = Path(__file__).resolve().parent.parent
LANGS = ("en", "de", "it", "fr")

# --- a whole (tiny) game: "Count to three", one seat after another says the next number ------------
FORMAT = "count-to-three-record"


class RecordError(ValueError):
    """A record this game cannot honour."""


class Game:
    """A count so far and its players."""

    def __init__(self, players: int, moves: list[str]):
        self.players, self.moves = players, moves


def load(data: bytes | str) -> Game:
    """Read a record of the tiny game."""
    raw = json.loads(data.decode("utf-8-sig") if isinstance(data, bytes) else data)
    for n, move in enumerate(raw["moves"], 1):
        if move != str(n):
            raise RecordError(f"move {n}: say {n}, not {move!r}")
    return Game(len(raw["players"]), raw["moves"])


def dump(game: Game) -> str:
    """The record of the tiny game."""
    return json.dumps({"format": FORMAT, "players": [{}] * game.players, "moves": game.moves})


def summary(game: Game) -> dict:
    """Who says the next number, and whether three was said."""
    over = len(game.moves) >= 3
    return {"said": len(game.moves), "to_move": None if over else len(game.moves) % game.players}


def ai_answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """Every level says the next number."""
    game = load(line)
    return "over" if len(game.moves) >= 3 else f"{len(game.moves) + 1} ({level})"


def bench(seconds: float) -> dict:
    """A count of counts."""
    return {"counts_per_s": 3}


def arena(a, b, games, seed, seats, jobs, time_ms, options, progress) -> str:
    """Nobody wins at counting."""
    return f"{a} vs {b} at {seats} seats, {games} games, options {sorted(options.items())}"


TINY = GameDescriptor(
    id="count-to-three", format=FORMAT, package=__name__, api="",
    names={"en": "Count to three", "de": "Bis drei", "it": "Fino a tre", "fr": "Jusqu'à trois"},
    blurbs={lang: "1, 2, 3" for lang in LANGS}, players=(2, 5), levels=("counter",), default_level="counter",
    baselines=("random",), options=(Option("start", 1, (1,)),), hidden_hands=False)


@pytest.fixture()
def tiny():
    registry.register(TINY)
    yield TINY
    registry.unregister(TINY.id)


def run(capsys, argv, stdin: str = ""):
    old = sys.stdin
    sys.stdin = __import__("io").StringIO(stdin)
    try:
        code = cli.main(argv)
    finally:
        sys.stdin = old
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_registered_game_is_replayed_served_and_benched_through_its_descriptor(tiny, capsys, tmp_path):
    record = tmp_path / "count.json"
    record.write_text(json.dumps({"format": FORMAT, "players": [{}, {}, {}], "moves": ["1", "2"]}))
    assert run(capsys, ["replay", str(record)]) == (0, '{"said": 2, "to_move": 2}\n', "")
    record.write_text(json.dumps({"format": FORMAT, "players": [{}, {}], "moves": ["1", "3"]}))
    assert run(capsys, ["replay", str(record)]) == (2, "", "move 2: say 2, not '3'\n")
    line = json.dumps({"format": FORMAT, "players": [{}, {}], "moves": ["1"]})
    assert run(capsys, ["ai"], line + "\n")[1] == "2 (counter)\n"
    code, out, _ = run(capsys, ["ai", "--level", "captain"], line + "\n")
    assert out.startswith("error: 'captain' is not a level of Count to three")
    code, out, _ = run(capsys, ["bench", "--seconds", "0.01", "--game", "count-to-three"])
    assert out == "count-to-three: counts_per_s 3\n"


def test_the_arena_takes_seats_and_options_from_the_game(tiny, capsys):
    code, out, _ = run(capsys, ["arena", "--game", "count-to-three", "--a", "counter", "--b", "random",
                                "--seats", "5", "--option", "start=1", "--quiet"])
    assert (code, out) == (0, "counter vs random at 5 seats, 20 games, options [('start', 1)]\n")
    code, _, err = run(capsys, ["arena", "--game", "count-to-three", "--a", "counter", "--b", "random",
                                "--seats", "6", "--quiet"])
    assert code == 2 and "--seats must be 2 to 5" in err
    code, _, err = run(capsys, ["arena", "--game", "count-to-three", "--a", "counter", "--b", "random",
                                "--option", "jokers=2", "--quiet"])
    assert code == 2 and "has no option jokers" in err


def test_ids_and_formats_are_unique(tiny):
    with pytest.raises(ValueError):
        registry.register(TINY)
    assert registry.by_format(FORMAT) is TINY and registry.by_id("count-to-three") is TINY
    with pytest.raises(KeyError, match="known: "):
        registry.by_id("chess")


@pytest.mark.parametrize("game", registry.games(), ids=lambda g: g.id)
def test_every_site_game_describes_itself_fully(game: GameDescriptor):
    assert all(game.names.get(lang) and game.blurbs.get(lang) for lang in LANGS)
    low, high = game.players
    assert 2 <= low <= high <= 10
    assert game.default_level in game.levels and len(set(game.all_levels())) == len(game.all_levels())
    api = game.rules()
    for name in ("load", "dump", "summary", "random_record", "ai_answer", "bench", "arena", "codec"):
        assert callable(getattr(api, name)), name
    assert issubclass(api.RecordError, Exception)
    codec = api.codec()
    assert (codec.game, codec.format, codec.version) == (game.id, game.format, game.record_version)
    assert len(codec.default_names(game.players[1])) == game.players[1]
    root = Path(__file__).resolve().parent.parent
    for path in (game.picture, *game.stylesheets):  # the site serves them from its root
        assert (root / path).is_file(), path


@pytest.mark.parametrize("game", registry.games(), ids=lambda g: g.id)
def test_every_games_saves_keep_a_random_game_exactly(game: GameDescriptor):
    from game import saves

    api, shelf = game.rules(), saves.shelf_for(game.id)
    low, high = game.players
    text = api.random_record(4, high)
    imported = saves.read_import(text)
    assert imported.game == game.id
    storage = saves.MemoryStorage()
    stored, result = saves.store_new(storage, imported, now=1000)
    assert result.ok
    again = saves.load_game(storage, stored.id, shelf=shelf)
    assert saves.export_text(again.state, again.players, again.x, shelf=shelf) == \
        saves.export_text(imported.state, imported.players, imported.x, shelf=shelf)
    info = saves.list_games(storage, shelf=shelf).games[0]
    assert info.finished and len(info.names) == high and len(info.scores) == high and info.winners
    assert saves.decode_link(saves.encode_link(again.state, again.players, shelf=shelf)).game == game.id


def test_listing_the_games_imports_no_engine():
    code = ("import sys, game.registry as r; r.games(); "
            "print(sorted(m for m in sys.modules if m.startswith('game.')))")
    loaded = json.loads(subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                                       check=True).stdout.replace("'", '"'))
    assert loaded and all(m == "game.registry" or m.endswith(".descriptor") or m.count(".") == 1 for m in loaded)
    assert "game.shanghaien.state" not in loaded


def test_listing_saved_games_of_every_game_imports_no_engine(tmp_path):
    # What the chooser does on a visit: list each game's saves and its game in progress. With the
    # index up to date that needs no game's engine, so a fresh process must not import one.
    from game import saves

    storage = saves.MemoryStorage()
    for game in registry.games():
        shelf = saves.shelf_for(game.id)
        stored, result = saves.store_new(storage, saves.read_import(game.rules().random_record(3, game.players[0])))
        assert result.ok
        saves.set_current(storage, stored.id, shelf=shelf)
        assert saves.list_games(storage, shelf=shelf).games  # writes the index rows
    (tmp_path / "storage.json").write_text(json.dumps(storage.items))
    code = ("import json, sys\n"
            "from game import registry, saves\n"
            f"storage = saves.MemoryStorage(json.load(open({str(tmp_path / 'storage.json')!r})))\n"
            "for game in registry.games():\n"
            "    shelf = saves.shelf_for(game.id)\n"
            "    listing = saves.list_games(storage, shelf=shelf)\n"
            "    assert len(listing.games) == 1 and not listing.notices, (game.id, listing)\n"
            "    assert saves.get_current(storage, shelf=shelf) == listing.games[0].id\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('game.'))))\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    loaded = json.loads(run.stdout)
    engines = [m for m in loaded if m.startswith(("game.shanghaien.", "game.shanghai_rummy.", "game.penny_shanghai.",
                                                   "game.rummy")) and not m.endswith(".descriptor")]
    assert "game.saves.listing" in loaded and not engines, engines


def test_help_lists_every_games_levels(capsys):
    with pytest.raises(SystemExit):
        cli.main(["ai", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for game in registry.games():
        assert f"{game.id}: {', '.join(game.levels)}" in text


@pytest.mark.parametrize("game", registry.games(), ids=lambda g: g.id)
def test_a_random_record_of_every_game_reads_back_to_itself(game: GameDescriptor):
    api = game.rules()
    low, high = game.players
    for seed, seats in ((1, low), (2, high), (3, max(low, min(4, high)))):
        text = api.random_record(seed, seats)
        loaded = api.load(text)
        assert api.dump(loaded) == text and api.load(text.encode()) is not None
        assert api.summary(loaded)["to_move"] is None  # every format says nobody is to move once over


def test_a_line_no_game_claims_is_read_by_the_one_game_its_level_belongs_to():
    """The AI protocol tells a broken line's fault in the words of the game the level plays, not
    that the level is no level of Shanghaien; a level several games share leaves it to Shanghaien."""
    for level in ("shark", "grandma"):
        assert cli.ai_answer("[[[", level, 0, None).startswith("error: move 0: the record is not JSON"), level
    assert cli.ai_answer("[[[", "greedy", 0, None).startswith("error: move 0: not valid JSON")
    assert cli.ai_answer("[[[", "captain", 0, None).startswith("error: move 0: not valid JSON")
