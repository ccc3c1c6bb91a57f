"""Penny Shanghai's table with twenty melds, in Chromium at 1280 and 375 px: no sideways scroll,
every group reachable, and picking, putting and dragging still work. One booted page serves every
test of this file (each test puts the table back with Reset)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.penny_shanghai_play import board, button, card, group, hand, open_board, settle
from game.penny_shanghai.record import parse, to_json
from game.penny_shanghai.state import Options
from game.penny_shanghai.ui import match

SEATS = 8
OPTIONS = Options(decks=4, pennies=12, hands=1)
DEAL_SEED = 23
ANN = 6  # the seat to move after MOVES: the person at the device
# A game of eight at four decks, played by a search that keeps as many melds on the table as it can
# (its moves as found, the last a draw): twenty melds lie on the table and Ann has a play.
MOVES = (
    "draw",
    "draw",
    "draw",
    "draw",
    "draw",
    "pass",
    "draw",
    "draw",
    "draw",
    "draw",
    "draw",
    "pass",
    "draw",
    "draw",
    "draw",
    "draw",
    "draw",
    "table 4S-4C-4C",
    "table 4S-4C-4C 5H-5D-5C",
    "table 4S-4C-4C 5H-5D-5C-5C",
    "draw",
    "draw",
    "draw",
    "draw",
    "table 4S-4C-4C 5S-5H-5D-5C-5C",
    "draw",
    "draw",
    "table 4S-4C-4C 5C-6C-7C 5S-5H-5D-5C",
    "table 5C-6C-7C 5S-5H-5D-5C 4S-4S-4C-4C",
    "table 5C-6C-7C 5S-5H-5D-5C 4S-4S-4H-4C-4C",
    "table 5C-6C-7C 4S-4S-4H-4C-4C 5S-5H-5D-5D-5C",
    "table 5C-6C-7C 3S-4S-5S-6S 4S-4H-4C-4C 5H-5D-5D-5C",
    "table 3S-4S-5S-6S 4S-4H-4C-4C 5H-5D-5D-5C 5C-6C-7C-8C",
    "draw",
    "table 3S-4S-5S-6S 5H-5D-5D-5C 5C-6C-7C-8C 4S-4S-4H-4C-4C",
    "table 4S-5S-6S 4C-5C-6C 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 8H-8H-8C",
    "draw",
    "draw",
    "draw",
    "draw",
    "table 4S-5S-6S 4C-5C-6C 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 8S-8H-8H-8C",
    "table 4S-5S-6S 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 8S-8H-8H-8C 4C-5C-6C-7C-8C",
    "table 4S-5S-6S 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 3C-4C-5C 8S-9S-TS 6H-6D-6C 7H-7H-7C 8H-8H-8C-8C",
    "table 4S-5S-6S 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 3C-4C-5C 8S-9S-TS 7H-7H-7C 8H-8H-8C-8C 6H-6D-6D-6C",
    ("table 4S-5S-6S 5C-6C-7C 3S-3H-3D 4S-4S-4H-4C 5H-5D-5D 8S-9S-TS 7H-7H-7C 8H-8H-8C-8C 6H-6D-6D-6C "
     "2C-3C-4C-5C"),
    "draw",
    ("table 4S-5S-6S 5C-6C-7C 4S-4S-4H-4C 5H-5D-5D 8S-9S-TS 7H-7H-7C 8H-8H-8C-8C 6H-6D-6D-6C 2C-3C-4C-5C "
     "3S-3H-3D-3C"),
    ("table 4S-5S-6S 5C-6C-7C 4S-4S-4H-4C 5H-5D-5D 8S-9S-TS 7H-7H-7C 8H-8H-8C-8C 2C-3C-4C-5C 3S-3H-3D-3C "
     "6H-6D-6D-6D-6C"),
    "draw",
    ("table 2C-3C-4C 6H-7H-8H 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 8S-9S-TS 3S-3H-3D-3C 4S-4S-4S-4H-4C "
     "5S-5H-5D-5D 6S-6D-6D-6D"),
    ("table 2C-3C-4C 5D-6D-7D 6H-7H-8H 5C-6C-7C-8C 7H-8H-9H 5C-6C-7C-8C-9C 8S-9S-TS 3S-3H-3D-3C "
     "4S-4S-4S-4H-4C 5S-5H-5D 6S-6D-6D"),
    "draw",
    ("table 2C-3C-4C-5C-6C 7H-8H-9H 5C-6C-7C-8C-9C 8S-9S-TS 3S-3H-3D-3C 4S-4S-4S-4H-4C 5S-5H-5D-5D "
     "6S-6H-6D-6D-6D 7H-7D-7C 8S-8H-8C"),
    "draw",
    "draw",
    ("table 2C-3C-4C-5C-6C 5C-6C-7C-8C-9C 8S-9S-TS 3S-3H-3D-3C 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D "
     "7H-7D-7C 8S-8H-8C 6H-7H-8H-9H"),
    ("table 2C-3C-4C-5C-6C 5C-6C-7C-8C-9C 8S-9S-TS 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D 7H-7D-7C "
     "8S-8H-8C 6H-7H-8H-9H 3S-3H-3D-3D-3C"),
    ("table 2C-3C-4C-5C-6C 5C-6C-7C-8C-9C 8S-9S-TS 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D 7H-7D-7C "
     "8S-8H-8C 3S-3H-3D-3D-3C 6H-7H-8H-9H-TH"),
    "draw",
    ("table 2C-3C-4C-5C-6C 5C-6C-7C-8C-9C 8S-9S-TS 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D 7H-7D-7C "
     "8S-8H-8C 6H-7H-8H-9H-TH 3S-3H-3H-3D-3D-3C"),
    "draw",
    ("table 5C-6C-7C-8C-9C 8S-9S-TS 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D 7H-7D-7C 8S-8H-8C "
     "6H-7H-8H-9H-TH 3S-3H-3H-3D-3D-3C 2C-3C-4C 4C-5C-6C"),
    "draw",
    ("table 5C-6C-7C-8C-9C 8S-9S-TS 4S-4S-4S-4H-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D 8S-8H-8C 6H-7H-8H-9H-TH "
     "3S-3H-3H-3D-3D-3C 2C-3C-4C 4C-5C-6C 7H-7D-7D-7C"),
    ("table 2C-3C-4C 5C-6C-7C 5C-6C-7C 6H-7H-8H 3S-3H-3H-3D-3D-3C 4S-4S-4S-4H-4C-4C 5S-5H-5D-5D "
     "6S-6H-6D-6D-6D 7H-7D-7D 8S-8S-8H-8C-8C 9S-9H-9C TS-TH-TH"),
    "draw",
    ("table 2C-3C-4C 5C-6C-7C 5C-6C-7C 3S-3H-3H-3D-3D-3C 4S-4S-4S-4H-4C-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D "
     "7H-7D-7D 8S-8S-8H-8C-8C 9S-9H-9C TS-TH-TH 5H-6H-7H-8H"),
    ("table 2C-3C-4C 5C-6C-7C 5C-6C-7C 3S-3H-3H-3D-3D-3C 4S-4S-4S-4H-4C-4C 5S-5H-5D-5D 6S-6H-6D-6D-6D "
     "7H-7D-7D 8S-8S-8H-8C-8C 9S-9H-9C 5H-6H-7H-8H TS-TH-TH-TD"),
    ("table 2H-3H-4H 2C-3C-4C 5C-6C-7C 6D-7D-8D 7H-8H-9H 5C-6C-7C-8C-9C 8S-9S-TS 3S-3H-3D-3D-3C "
     "4S-4S-4S-4H-4C-4C 5S-5H-5H-5D-5D 6S-6H-6H-6D-6D 7H-7H-7D 8S-8H-8C TH-TH-TD"),
    ("table 2C-3C-4C 5C-6C-7C 6D-7D-8D 7H-8H-9H 5C-6C-7C-8C-9C 8S-9S-TS 3S-3H-3D-3D-3C 4S-4S-4S-4H-4C-4C "
     "5S-5H-5H-5D-5D 6S-6H-6H-6D-6D 7H-7H-7D 8S-8H-8C TH-TH-TD AH-2H-3H-4H"),
    "draw",
    ("table AH-2H-3H 2C-3C-4C 6D-7D-8D 5C-6C-7C-8C 5C-6C-7C-8C 8H-9H-TH 3S-3H-3D-3D-3C "
     "4S-4S-4S-4H-4H-4C-4C 5S-5H-5H-5D-5D 6S-6H-6H-6D-6D 7H-7H-7H-7D 8S-8S-8H 9S-9C-9C TS-TH-TD"),
    ("table AH-2H-3H 2C-3C-4C 6D-7D-8D 5C-6C-7C-8C 5C-6C-7C-8C 8H-9H-TH 3S-3H-3D-3D-3C "
     "4S-4S-4S-4H-4H-4C-4C 5S-5H-5H-5D-5D 6S-6H-6H-6D-6D 7H-7H-7H-7D 8S-8S-8H TS-TH-TD 9S-9H-9C-9C"),
    "draw",
    ("table AH-2H-3H 4H-5H-6H 4H-5H-6H 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 7H-8H-9H 2D-2C-2C "
     "3S-3H-3D-3D-3C-3C 4S-4S-4S-4C-4C-4C 5S-5D-5D 6S-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C TS-TH-TH-TD"),
    ("table AH-2H-3H AD-2D-3D 2C-3C-4C 2C-3C-4C 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 7H-8H-9H 3S-3H-3D "
     "4S-4S-4S-4H-4H-4C 5S-5H-5H-5D-5D 6S-6H-6H-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C TS-TS-TH-TH-TD"),
    ("table AH-2H-3H AD-2D-3D 2C-3C-4C 2C-3C-4C 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 3S-3H-3D "
     "4S-4S-4S-4H-4H-4C 5S-5H-5H-5D-5D 6S-6H-6H-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C 7H-8H-9H-TH-JH "
     "TS-TS-TH-TD"),
    "draw",
    "draw",
    ("table AH-2H-3H AD-2D-3D 2C-3C-4C 2C-3C-4C 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 3S-3H-3D "
     "4S-4S-4S-4H-4H-4C 6S-6H-6H-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C 7H-8H-9H-TH-JH TS-TS-TH-TD "
     "5S-5H-5H-5H-5D-5D"),
    ("table AH-2H-3H AD-2D-3D 2C-3C-4C 2C-3C-4C 5C-6C-7C-8C 5C-6C-7C-8C 7H-8H-9H 3S-3H-3D "
     "4S-4S-4S-4H-4H-4C 6S-6H-6H-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C TS-TS-TH-TD 5S-5H-5H-5H-5D-5D "
     "7H-8H-9H TH-JH-QH"),
    ("table 4H-5H-6H 4H-5H-6H 4C-5C-6C-7C-8C 4C-5C-6C-7C-8C 7H-8H-9H 7H-8H-9H TH-JH-QH AH-AD-AD "
     "2H-2D-2C-2C 3S-3H-3H-3D-3D-3C-3C 4S-4S-4S-4C 5S-5H-5D-5D 6S-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C "
     "TS-TS-TH-TD"),
    "draw",
    ("table 4H-5H-6H 4H-5H-6H 4C-5C-6C-7C-8C 4C-5C-6C-7C-8C 7H-8H-9H 7H-8H-9H TH-JH-QH AH-AD-AD "
     "2H-2D-2C-2C 3S-3H-3H-3D-3D-3C-3C 5S-5H-5D-5D 6S-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C TS-TS-TH-TD "
     "4S-4S-4S-4D-4C"),
    ("table 4H-5H-6H 4H-5H-6H 4C-5C-6C-7C-8C 4C-5C-6C-7C-8C 7H-8H-9H 7H-8H-9H TH-JH-QH 2H-2D-2C-2C "
     "3S-3H-3H-3D-3D-3C-3C 5S-5H-5D-5D 6S-6D-6D-6D 7H-7D-7D 8S-8S-8D 9S-9C-9C TS-TS-TH-TD 4S-4S-4S-4D-4C "
     "AS-AH-AD-AD"),
    "draw",
    ("table 4H-5H-6H 4H-5H-6H 4C-5C-6C-7C-8C 4C-5C-6C-7C-8C 7H-8H-9H 7H-8H-9H TH-JH-QH 2H-2D-2C-2C "
     "3S-3H-3H-3D-3D-3C-3C 5S-5H-5D-5D 6S-6D-6D-6D 8S-8S-8D 9S-9C-9C TS-TS-TH-TD 4S-4S-4S-4D-4C "
     "AS-AH-AD-AD 7H-7D-7D-7D"),
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 6D-7D-8D 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "2H-2D-2C-2C 3S-3H-3H-3D-3C-3C 4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 8S-8S-8H 9S-9H-9C "
     "TS-TS-TH-TD QS-QH-QH"),
    "draw",
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 6D-7D-8D 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "2H-2D-2C-2C 4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 8S-8S-8H 9S-9H-9C TS-TS-TH-TD QS-QH-QH "
     "3S-3S-3H-3H-3D-3C-3C"),
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 6D-7D-8D 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 8S-8S-8H 9S-9H-9C TS-TS-TH-TD QS-QH-QH "
     "3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C"),
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 6D-7D-8D 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 8S-8S-8H 9S-9H-9C QS-QH-QH 3S-3S-3H-3H-3D-3C-3C "
     "2H-2D-2C-2C-2C TS-TS-TH-TD-TD"),
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 6D-7D-8D 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 9S-9H-9C QS-QH-QH 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C "
     "TS-TS-TH-TD-TD 8S-8S-8H-8H"),
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 9S-9H-9C QS-QH-QH 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C "
     "TS-TS-TH-TD-TD 8S-8S-8H-8H 6D-7D-8D-9D"),
    "draw",
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D QS-QH-QH 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C "
     "TS-TS-TH-TD-TD 8S-8S-8H-8H 6D-7D-8D-9D 9S-9H-9D-9C"),
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 6S-6D-6D 7H-7H-7H-7D-7D 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C TS-TS-TH-TD-TD "
     "8S-8S-8H-8H 6D-7D-8D-9D 9S-9H-9D-9C QS-QS-QH-QH"),
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD "
     "4S-4S-4S-4C 5S-5H-5D 7H-7H-7H-7D-7D 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C TS-TS-TH-TD-TD 8S-8S-8H-8H "
     "6D-7D-8D-9D 9S-9H-9D-9C QS-QS-QH-QH 6S-6S-6D-6D"),
    "draw",
    ("table 3D-4D-5D 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD 4S-4S-4S-4C "
     "5S-5H-5D 7H-7H-7H-7D-7D 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C TS-TS-TH-TD-TD 8S-8S-8H-8H 6D-7D-8D-9D "
     "9S-9H-9D-9C QS-QS-QH-QH 6S-6S-6D-6D 3H-4H-5H-6H"),
    ("table 3D-4D-5D 4H-5H-6H 4C-5C-6C 4C-5C-6C-7C-8C 7C-8C-9C 8H-9H-TH-JH AS-AH-AD-AD 4S-4S-4S-4C "
     "5S-5H-5D 7H-7H-7H-7D-7D 3S-3S-3H-3H-3D-3C-3C 2H-2D-2C-2C-2C 8S-8S-8H-8H 9S-9H-9D-9C QS-QS-QH-QH "
     "6S-6S-6D-6D 3H-4H-5H-6H 6D-7D-8D 9D-TD-JD TS-TS-TH-TD"),
    "draw",
)


def crowded_table() -> dict:
    """The record of the twenty-meld position, Ann to play."""
    dealt = match.new_record([match.Seat(f"P{p}") for p in range(SEATS)], OPTIONS, DEAL_SEED)
    players = [{"name": "Ann", "type": "human"} if p == ANN else
               {"name": f"Grandma {p + 1}", "type": "ai", "level": "grandma"} for p in range(SEATS)]
    data = to_json(players, dealt.dealer, dealt.packs, OPTIONS, list(MOVES))
    position = parse(data).state
    assert len(position.table) >= 20 and position.turn == ANN and position.step() == "play"
    return data


@pytest.fixture(scope="module")
def crowd(browser: Browser, site_url: str) -> Iterator[Page]:
    """One page with the twenty-meld table open; the module fails on any console error."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_board(page, site_url, crowded_table())
    yield page
    page.close()
    assert errors == []


@pytest.fixture
def table(crowd: Page) -> Iterator[Page]:
    """The crowded table at the desktop's width, put back as it was after the test."""
    crowd.set_viewport_size({"width": 1280, "height": 900})
    yield crowd
    reset = button(board(crowd), "Reset")
    if reset.is_enabled():
        reset.click()
    settle(crowd)


def groups_all_reachable(page: Page, width: int) -> None:
    """No sideways scroll, and every group can be scrolled to and lies inside the page's width."""
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    groups = board(page).locator(".ps-group")
    count = groups.count()
    assert count >= 20
    for k in range(count):
        box = groups.nth(k)
        box.scroll_into_view_if_needed()
        expect(box).to_be_in_viewport()
        rect = box.bounding_box()
        assert rect is not None and rect["x"] >= 0 and rect["x"] + rect["width"] <= width
    expect(group(page, count)).to_have_accessible_name(re.compile(f"^Group {count}: a (set|run)$"))


@pytest.mark.parametrize("width", [1280, 375])
def test_twenty_melds_fit_the_width_and_every_group_is_reachable(table: Page, width: int) -> None:
    table.set_viewport_size({"width": width, "height": 900 if width > 600 else 760})
    groups_all_reachable(table, width)


@pytest.mark.parametrize("width", [1280, 375])
def test_a_tap_takes_a_card_of_the_last_group_into_a_new_one(table: Page, width: int) -> None:
    table.set_viewport_size({"width": width, "height": 900 if width > 600 else 760})
    b = board(table)
    count = b.locator(".ps-group").count()
    last = group(table, count)
    first_card = last.locator(".ps-card-button").first
    code = first_card.get_attribute("data-card")
    first_card.click()
    expect(first_card).to_have_attribute("aria-pressed", "true")
    button(b, "New group").click()
    expect(b.locator(".ps-group")).to_have_count(count + 1)
    expect(card(group(table, count + 1), code)).to_be_visible()
    expect(group(table, count + 1)).to_have_accessible_name(re.compile(f"^Group {count + 1}: too short"))
    expect(button(b, "Play")).to_be_disabled()
    assert table.evaluate("document.scrollingElement.scrollWidth") <= width


def test_a_card_of_the_hand_dragged_onto_the_twentieth_group_lands_there(table: Page) -> None:
    b = board(table)
    target = group(table, 20)
    target.scroll_into_view_if_needed()
    mine = hand(table).locator(".ps-card-button").first
    code = mine.get_attribute("data-card")
    mine.drag_to(target)
    expect(group(table, 20).locator(f'.ps-card-button.is-mine[data-card="{code}"]')).to_be_visible()
    expect(button(b, "Reset")).to_be_enabled()


SEAT_BOXES = """(b) => [...b.querySelectorAll('.ps-seat')].map((seat) => {
  const r = seat.getBoundingClientRect();
  const tags = [...seat.querySelectorAll('.ps-tag')].map((tag) => tag.getBoundingClientRect());
  return {top: r.top, height: r.height, inside: tags.every((t) => t.left >= r.left && t.right <= r.right
                                                          && t.top >= r.top && t.bottom <= r.bottom)};
})"""


@pytest.mark.parametrize("width", [1280, 375])
def test_eight_players_marks_stay_in_their_boxes_and_the_pot_is_one_row_of_them_high(
        table: Page, width: int) -> None:
    table.set_viewport_size({"width": width, "height": 900 if width > 600 else 760})
    b = board(table)
    seats = b.evaluate(SEAT_BOXES)
    assert len(seats) == SEATS and all(seat["inside"] for seat in seats), seats
    rows = sorted({seat["top"] for seat in seats})
    assert len(rows) >= 2  # the players take several rows: the pot beside them keeps to the first
    first_row = max(seat["height"] for seat in seats if seat["top"] == rows[0])
    bank = b.locator(".ps-bank").bounding_box()
    assert bank is not None and bank["height"] <= first_row + 8, (bank, first_row)
