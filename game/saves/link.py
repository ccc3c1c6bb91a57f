"""Share a game by link: the compact record, zlib-compressed, base64url, in a versioned fragment
`#g1=...`; decoding refuses malformed, oversized and zip-bomb fragments with a message.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from game.shanghaien.record import RecordError, dumps, loads
from game.shanghaien.state import State

from .values import Imported, LinkRefused

LINK_VERSION = 1
MAX_FRAGMENT = 16_384  # characters of the fragment after '#'; a whole game needs about 2,000
MAX_DECODED = 65_536  # bytes of record JSON once decompressed
_FRAGMENT = re.compile(r"g(\d{1,6})=(.*)", re.DOTALL)
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")


def encode_link(state: State, players: list[dict] | None = None) -> str:
    """The fragment that carries a position, '#' included: append it to the page's address."""
    data = zlib.compress(dumps(state, players).encode("utf-8"), 9)
    fragment = f"g{LINK_VERSION}=" + base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")
    if len(fragment) > MAX_FRAGMENT:
        raise LinkRefused("This game is too long for a link: export it as a file instead.")
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
        raise LinkRefused("This link is damaged: its data is not compressed as a game link's is.") from None
    if len(out) > MAX_DECODED or inflater.unconsumed_tail:
        raise LinkRefused(f"This link holds too much data (more than {MAX_DECODED // 1024} KiB once unpacked).")
    if not inflater.eof:
        raise LinkRefused("This link is damaged: it is cut short.")
    if inflater.unused_data:
        raise LinkRefused("This link is damaged: it has extra data after the game.")
    return out


def decode_link(fragment: str) -> Imported:
    """The game a link's fragment (with or without '#') carries; raises LinkRefused with the reason."""
    fragment = fragment.removeprefix("#")
    if len(fragment) > MAX_FRAGMENT:
        raise LinkRefused(f"This link is too long ({len(fragment)} characters; a game link has at most "
                          f"{MAX_FRAGMENT}).")
    match = _FRAGMENT.fullmatch(fragment)
    if not match:
        raise LinkRefused("This link does not hold a Shanghaien game.")
    if int(match.group(1)) != LINK_VERSION:
        raise LinkRefused(f"This link was made by another version of Shanghaien (link version "
                          f"{int(match.group(1))}; this one reads version {LINK_VERSION}).")
    body = match.group(2)
    if not _BASE64URL.fullmatch(body):
        raise LinkRefused("This link is damaged: it holds characters a game link never uses.")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise LinkRefused("This link is damaged: it is cut short or altered.") from None
    try:
        text = _inflate(data).decode("utf-8")
    except UnicodeDecodeError:
        raise LinkRefused("This link is damaged: its game is not text.") from None
    try:
        record = loads(text)
    except RecordError as err:
        raise LinkRefused(f"The game in this link cannot be read: {err}") from None
    return Imported(record.state, record.players, {})
