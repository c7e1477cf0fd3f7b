"""Saved games: the save file, its names and folder (CONTRACTS §1, §5; issue 16)."""
