"""Loremaster's first advantage beyond the parley (p. 79): passingly fluent in any spoken tongue,
so in a fight's Banter (p. 119) too. Policy (p. 29): a band that talks understands a taunt or
placating words only in its own tongue; a threat's tone needs none. The fight is
``test_challenge_actions``' seed-2 moment: Bryonie placates a bloodied band (Morale 10)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins, set_parts  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    key,
    lay,
    play,
    ready,
    rulings,
    turn,
)
from tests.unit.engine.test_lore_bids import teach
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand

pytestmark = pytest.mark.usefixtures("goblins")


def foreign(loremaster: str | None) -> Game:
    """The band speaks only Ancient Underfolk, which no one of the guild learned; Bryonie knows
    Loremaster in ``loremaster``'s state, or not at all; it is her turn, the Nine of Cups in
    hand."""
    game = ready(emotion="fear")
    game.meeting = replace(game.meeting, traits=(), talks=True, tongues=("ancient_underfolk",))
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id != "loremaster")
        game.set_adventurer(a.model_copy(update={"talents": talents, "xp": 3}))
    if loremaster is not None:
        teach(game, key(game, "Bryonie"), "loremaster", loremaster)
    assert all("ancient_underfolk" not in a.languages for a in game.guild.adventurers)
    set_parts(game, "foes.2", 2, 0)  # bloodied: Wary, Morale 10
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Nine of Cups")
    turn(game, "Bryonie")
    return game


def test_a_placating_banter_needs_the_band_s_tongue_but_a_threat_does_not() -> None:
    game = foreign(None)
    with pytest.raises(IllegalCommand, match=r"does not speak Ancient Underfolk.*\(p\. 29\)"):
        play(game, "Bryonie", "Nine of Cups", "Banter", target="foes.1", option="placate")
    events = play(game, "Bryonie", "Nine of Cups", "Banter", target="foes.1", option="intimidate")
    assert len(acts(events, "Banter")) == 1


def test_a_loremaster_placates_in_any_tongue_for_1_xp_in_training() -> None:
    game = foreign("in_training")
    events = play(game, "Bryonie", "Nine of Cups", "Banter", target="foes.1", option="placate")
    assert [(e.emotion, e.cause) for e in events if isinstance(e, ev.Disposition)] == [
        ("trust", "banter")
    ]
    assert rulings(events, "a Loremaster gets by")
    assert game.guild.adventurer(key(game, "Bryonie")).xp == 2, "1 XP in training (p. 33)"


def test_a_mastered_loremaster_taunts_for_nothing() -> None:
    game = foreign("mastered")
    events = play(game, "Bryonie", "Nine of Cups", "Banter", target="foes.1", option="taunt")
    assert rulings(events, "a Loremaster gets by")
    assert game.guild.adventurer(key(game, "Bryonie")).xp == 3
