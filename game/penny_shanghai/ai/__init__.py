"""Penny Shanghai's computer players: the baselines, the levels, the protocol and the arena."""
