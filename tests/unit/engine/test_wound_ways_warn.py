"""A Wound asked of the player says which Notch would Destroy the piece (p. 12; found in play:
light armor, which takes one Notch, was gone after the first blow with no word beforehand)."""

from __future__ import annotations

from worm.engine import wounds
from worm.engine.session import Game


def test_the_last_notch_is_named_when_the_ways_are_asked() -> None:
    game = Game.new(1, size=3)
    lasts = []
    for a in game.guild.adventurers:
        for carried in a.inventory.things():
            item = game.pack.items[carried.item]
            if "armor" not in item.tags or item.notches is None:
                continue
            step = f"armor:{carried.item}"
            (plain,) = wounds.order_words(game, a, (step,))
            (warned,) = wounds.order_words(game, a, (step,), warn=True)
            assert "Destroyed" not in plain  # a standing order reads as before
            left = item.notches - carried.notches
            assert ("its last Notch: Destroyed" in warned) == (left == 1), (item.name, left)
            lasts.append(left == 1)
    assert True in lasts and False in lasts  # precondition: light armor, and something sturdier
