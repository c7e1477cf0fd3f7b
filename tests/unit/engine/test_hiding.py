"""Hiding is impossible while holding a light (p. 94): in a fight, Test Fate to hide is refused
and left off the menu for one with a lit source; put away, the light no longer gives them away."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_challenge_actions import gunhild_first, hand, key, on_top, play, turn
from worm import tarot
from worm.engine import kit, options
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.inventory import Carried


def _lit_torch(game: Game, who: str) -> None:
    """Put a lit torch in ``who``'s first hand, in place of whatever it held."""
    a = game.guild.adventurer(key(game, who))
    inv = a.inventory
    torch = Carried(uid=inv.next_uid(), item="torch", count=1, flickers=3, lit=True)
    other = inv.hands[1] if inv.hands[1] is not inv.hands[0] else None
    inv = inv.model_copy(update={"hands": (torch, other)})
    game.set_adventurer(a.model_copy(update={"inventory": inv}))
    assert kit.lit(game.guild.adventurer(key(game, who))) == [torch]


def _hides_offered(game: Game, who: str, card: str) -> bool:
    plays = options.plays(game, key(game, who), tarot.card_named(card))
    return any(p.action == "Test Fate" and p.option == "hide" for p in plays)


def test_one_holding_a_light_cannot_hide() -> None:
    """p. 94: holding a light source, you are always clearly visible; hiding is impossible."""
    game = gunhild_first()
    hand(game, "Gunhild", "Ace of Cups")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    assert _hides_offered(game, "Gunhild", "Ace of Cups")  # no light: she may try
    _lit_torch(game, "Gunhild")
    assert not _hides_offered(game, "Gunhild", "Ace of Cups")
    plays = options.plays(game, key(game, "Gunhild"), tarot.card_named("Ace of Cups"))
    assert any(p.action == "Test Fate" and p.option == "leap" for p in plays)  # other feats stay
    on_top(game, "King of Pentacles")
    with pytest.raises(
        IllegalCommand, match=r"hiding is impossible while holding a light \(p\. 94\)"
    ):
        play(game, "Gunhild", "Ace of Cups", "Test Fate", option="hide")
