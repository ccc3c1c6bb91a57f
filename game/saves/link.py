"""Share a game by link: the compact record, zlib-compressed, base64url, in a versioned fragment
`#g1=...`; decoding refuses malformed, oversized and zip-bomb fragments with a message.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from typing import Any

from .codec import RecordFault
from .shelf import Shelf, pick
from .storage import to_json
from .transfer import read_record_text
from .values import Imported, LinkRefused
from .words import say

LINK_VERSION = 1
MAX_FRAGMENT = 16_384  # characters of the fragment after '#'; a Shanghaien game needs about 2,000, Shanghai rummy up to ~14,000
MAX_DECODED = 262_144  # bytes of record JSON once decompressed (an 8-seat Shanghai rummy game needs ~90 kB)
_FRAGMENT = re.compile(r"g(\d{1,6})=(.*)", re.DOTALL)
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


def encode_link(state: Any, players: list[dict] | None = None, shelf: Shelf | None = None) -> str:
    """The fragment that carries a position of any game, '#' included: append it to the page's address."""
    data = zlib.compress(to_json(pick(shelf).codec.write(state, players, {})).encode("utf-8"), 9)
    fragment = f"g{LINK_VERSION}=" + base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")
    if len(fragment) > MAX_FRAGMENT:
        raise LinkRefused(say("saves.share.too_long"))
    return "#" + fragment


def is_game_link(fragment: str) -> bool:
    """True if a location.hash looks like a shared game (of any link version) rather than nothing."""
    return _FRAGMENT.fullmatch(fragment.removeprefix("#")) is not None


def _inflate(data: bytes) -> bytes:
    """Decompress at most MAX_DECODED bytes; never more, whatever the input claims."""
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(data, MAX_DECODED + 1)
    except zlib.error:
        raise LinkRefused(say("saves.link.why.not_compressed")) from None
    if len(out) > MAX_DECODED or inflater.unconsumed_tail:
        raise LinkRefused(say("saves.link.why.too_much_data", kib=MAX_DECODED // 1024))
    if not inflater.eof:
        raise LinkRefused(say("saves.link.why.cut_short"))
    if inflater.unused_data:
        raise LinkRefused(say("saves.link.why.extra_data"))
    return out


def decode_link(fragment: str) -> Imported:
    """The game a link's fragment (with or without '#') carries; raises LinkRefused with the reason."""
    fragment = fragment.removeprefix("#")
    if len(fragment) > MAX_FRAGMENT:
        raise LinkRefused(say("saves.link.why.too_long", length=len(fragment), most=MAX_FRAGMENT))
    match = _FRAGMENT.fullmatch(fragment)
    if not match:
        raise LinkRefused(say("saves.link.why.not_a_game"))
    if int(match.group(1)) != LINK_VERSION:
        raise LinkRefused(say("saves.link.why.other_version", version=int(match.group(1)), ours=LINK_VERSION))
    body = match.group(2)
    if not _BASE64URL.fullmatch(body):
        raise LinkRefused(say("saves.link.why.bad_characters"))
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise LinkRefused(say("saves.link.why.altered")) from None
    try:
        text = _inflate(data).decode("utf-8")
    except UnicodeDecodeError:
        raise LinkRefused(say("saves.link.why.not_text")) from None
    try:
        game = read_record_text(text)
    except RecordFault as err:
        raise LinkRefused(say("saves.link.why.unreadable", move=err.move, problem=err.reason)) from None
    return Imported(game.state, game.players, {}, game.game)
