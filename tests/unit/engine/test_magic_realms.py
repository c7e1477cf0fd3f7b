"""The four Magic talents (p. 82): each opens the spells of its own far realm (Appendix A,
pp. 197–227) and no other. Bryonie, on her turn with a Wands card, knows one realm at a time:
the spells offered to her are that realm's, and a spell of another realm is refused, naming
the talent it needs (p. 199)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins as goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import hand, key, lay, play, ready, turn
from worm import tarot
from worm.engine import options
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent

pytestmark = pytest.mark.usefixtures("goblins")

MAGIC = ("magic_of_the_wastes", "magic_of_the_weald", "magic_of_the_weird", "magic_of_the_welkin")


def _caster(realm: str) -> Game:
    """Bryonie's turn, a Wands card in hand, only ``realm``'s Magic talent of the four."""
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    talents = (
        *(t for t in bryonie.talents if t.id not in MAGIC),
        Talent(id=realm, state="mastered"),
    )
    game.set_adventurer(bryonie.model_copy(update={"talents": talents, "resolve": 4}))
    hand(game, "Bryonie", "Six of Wands")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    return game


@pytest.mark.parametrize("realm", MAGIC)
def test_each_magic_talent_opens_its_own_realm_and_no_other(realm: str) -> None:
    game = _caster(realm)
    found = options.plays(game, key(game, "Bryonie"), tarot.card_named("Six of Wands"))
    offered = {p.option for p in found if p.action == "Speak Incantation"}
    spells = game.pack.spells
    assert offered, f"{realm}: some spell of the realm is offered"
    assert {spells[s].talent for s in offered if s in spells} == {realm}
    other = next(
        s for s in spells.values() if s.talent != realm and s.talent in MAGIC and s.challenge
    )
    needs = game.pack.talents[other.talent].name
    with pytest.raises(IllegalCommand, match=rf"it needs {needs} \(p\. 199\)"):
        play(game, "Bryonie", "Six of Wands", "Speak Incantation", target="foes.1", option=other.id)
