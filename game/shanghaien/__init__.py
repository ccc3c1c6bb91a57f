"""The rules of Shanghaien (Pelek & Schacht, Abacus 2008): engine, records and derived views."""
