"""Saves, sharing and statistics for the site's games: pure Python over a localStorage-like object.

Each game keeps its saves on its own shelf (`shelf_for(game_id)`: its storage keys, and the codec
its api gives, game/saves/codec.py); the functions below that touch saved games take `shelf=`,
and without it work on Shanghaien's, as they did before the site held other games. Files and
links carry any game: `read_import` and `decode_link` go by the record's `format`, and what they
return names its `game`. `record_result(storage, shelf, game_id, state, players)` counts a
finished game of any other game once, per computer level and table size (`load_results`,
`reset_results`); Shanghaien keeps richer statistics of its own (below). The settings here
are Shanghaien's.

Every function takes `storage`: anything with getItem, setItem, removeItem, key(i) and length.
In the browser pass `js.localStorage` (or `window.localStorage`); in tests, or when the browser
has no storage, a `MemoryStorage()`. Nothing here imports the browser. Keys live in keys.py
(`shanghaien.v1.*`). Writes never raise for a full or refusing browser: they return a
`SaveResult` whose `ok` is False and whose `message` is for the player ("storage is full: your
game is kept in memory, export it"). Entries that cannot be read are never overwritten or
deleted silently: they come back as `Notice`s (`key`, `kind`, `message`) the UI shows, with
`export_raw(storage, notice.key)` and `discard_entry(storage, notice.key)` as the player's choices.

Start-up. `list_games(storage)` -> `Listing`: `.games` (GameInfo, last played first:
`id, name, names, types, level, options, round, scores, finished, winner, moves, rev, created,
updated`; `.in_progress`, `.finished`) and `.notices` to show. It rebuilds a missing or damaged
index from the records. `get_current(storage)` is the game to resume (None if none);
`set_current(storage, game_id)` marks it (pass sessionStorage instead to make it per tab).

Play. `new_game_id()` names a new game. `load_game(storage, game_id)` -> `Game` (`state` at the
exact saved position, a pending roll included; `players`; `x`, the UI's own keys of the record's
`x`; `name`; `rev`); raises `NotFound` or `Unreadable` (`.notice`). After every action call
`autosave(storage, game_id, state, players, x, base_rev=rev)` and keep `result.rev` as the next
`base_rev` (0 for a new game; `name=` names a new game). `result.status` is `"saved"` or
`"unchanged"` (ok), `"full"`/`"failed"` (the browser refused), `"stale"` (another tab saved a newer
revision: nothing was written; offer to reload) or `"blocked"` (the stored entry is unreadable and
kept). The key `"save"` inside `x` is the layer's: do not use it. On a `storage` event,
`concerns_game(event.key, game_id)` tells whether the current game may have changed elsewhere,
`concerns_list(event.key)` whether the list may have.

Manage. `rename_game(storage, game_id, name)` stores the name as given, cut to 80 characters
(render it as text). `delete_game(storage, game_id)` deletes it.

Files. `export_text(state, players, x)` / `export_game(storage, game_id)` -> pretty JSON record;
`export_filename(name)` suggests a file name. `import_game(storage, text)` -> `(Game, SaveResult)`;
a bad file raises `ImportRefused` whose message is `move N: reason` and changes nothing.
`read_import(text)` -> `Imported` only reads; `store_new(storage, imported)` saves it as a new game.

Links. `encode_link(state, players)` -> `"#g1=..."`; `is_game_link(location.hash)`;
`decode_link(location.hash)` -> `Imported`, or raises `LinkRefused` with the reason.

Shanghaien's own keeping, beside this layer and built on it: its undo rule
(game/shanghaien/takeback.py), its statistics per level (game/shanghaien/results.py) and the move
of what its earliest board saved into this layer (game/shanghaien/legacy.py).

Settings. `load_settings(storage)` -> dict over `DEFAULTS` (`{"undo": True}`); `save_settings(storage, d)`;
`load_setup` / `save_setup` the last new-game choices.
"""

from __future__ import annotations

from .codec import Codec, Loaded, Progress, RecordFault
from .entries import MAX_NAME, autosave, delete_game, get_current, load_game, new_game_id, rename_game, set_current
from .keys import PREFIX, concerns_game, concerns_list, game_key
from .link import decode_link, encode_link, is_game_link
from .listing import Listing, list_games, rebuild_index
from .memory import MemoryStorage, QuotaExceededError
from .meta import GameInfo
from .results import Results, Tally, load_results, record_result, reset_results
from .scan import discard_entry, export_raw
from .shelf import Shelf, shelf_for, shelf_of_format
from .settings import DEFAULTS, load_settings, load_setup, save_settings, save_setup
from .transfer import export_filename, export_game, export_text, import_game, read_import, store_new
from .values import (BLOCKED, FAILED, FULL, MISSING, SAVED, STALE, UNCHANGED, Game, Imported, ImportRefused,
                     LinkRefused, Notice, NotFound, SaveResult, SavesError, UndoRefused, Unreadable)

__all__ = [
    "Codec", "Loaded", "Progress", "RecordFault", "Shelf", "shelf_for", "shelf_of_format",
    "Results", "Tally", "load_results", "record_result", "reset_results",
    "MAX_NAME", "autosave", "delete_game", "get_current", "load_game", "new_game_id", "rename_game",
    "set_current", "PREFIX", "concerns_game", "concerns_list", "game_key", "decode_link", "encode_link",
    "is_game_link", "Listing", "list_games", "rebuild_index", "MemoryStorage", "QuotaExceededError",
    "GameInfo", "discard_entry", "export_raw", "DEFAULTS", "load_settings", "save_settings", "load_setup", "save_setup",
    "export_filename", "export_game", "export_text",
    "import_game", "read_import", "store_new", "BLOCKED", "FAILED",
    "FULL", "MISSING", "SAVED", "STALE", "UNCHANGED", "Game", "Imported", "ImportRefused", "LinkRefused",
    "Notice", "NotFound", "SaveResult", "SavesError", "UndoRefused", "Unreadable",
]
