"""Shanghaien's board: the table, its dialogs and windows, the replay viewer and the computer opponent."""
