"""Aegis in a fight against a creature's grab, a thrown web and a face rat's leap (p. 70): each
comes at the body, so one who carries a shield may Notch it instead of being Rooted and held,
webbed, or robbed of a face. Seed 5's
guild: Patty holds a blade and a heavy shield; she masters Aegis, or forgets it.
"""

from __future__ import annotations

import pytest

from tests.unit.engine import test_creature_dooms as creature_dooms
from tests.unit.engine.fight_kit import set_initiative
from tests.unit.engine.test_creature_dooms import attack, doom, member, ready, roughhouse
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import events as ev
from worm.engine.session import Game

fighting_as = creature_dooms.fighting_as  # the stand-in's dooms and numbers (a fixture)
struck = creature_dooms.struck  # whom each Wound lands on (a fixture)


def _shielded(aegis: bool) -> tuple[Game, str]:
    game = ready()
    patty = member(game, "Patty")
    teach(game, "Patty", "aegis", "mastered" if aegis else None)  # she knows it in training
    set_initiative(game, patty, "Two of Cups", shown=True)
    a = game.guild.adventurer(patty)
    shield = [c for c in a.inventory.things() if "shield" in game.pack.items[c.item].tags]
    assert shield, "Patty carries a shield"
    return game, patty


def _notches(game: Game, who: str) -> int:
    a = game.guild.adventurer(who)
    return sum(c.notches for c in a.inventory.things() if "shield" in game.pack.items[c.item].tags)


@pytest.mark.parametrize("aegis", [True, False])
def test_the_shield_takes_the_statues_grab(fighting_as, aegis: bool) -> None:  # type: ignore[no-untyped-def]
    """p. 254 with p. 70: the statue's Grab would Root and hold Patty; with Aegis her shield
    takes a Notch instead, and no one holds her."""
    game, patty = _shielded(aegis)
    fighting_as(lesser=(doom(game, "animate_statue", "Grab"),))
    mark = len(game.log.events)
    roughhouse(game, "The Sun", patty, doom_name="Grab")
    events = game.log.events[mark:]
    ch = game.challenge
    assert (patty in ch.held) is not aegis
    assert ("root" in ch.fighter(patty).effects) is not aegis
    assert _notches(game, patty) == (1 if aegis else 0)
    assert any(isinstance(e, ev.Gm) and "(Aegis)" in e.why for e in events) is aegis


SNARES = [("brain_spider", "Web", {"root"}), ("face_rat", "Steal Face", {"blind", "silence"})]


@pytest.mark.parametrize("aegis", [True, False])
@pytest.mark.parametrize(("owner", "name", "laid"), SNARES, ids=["Web", "Steal Face"])
def test_the_shield_takes_a_snare(  # type: ignore[no-untyped-def]
    fighting_as, struck: list[str], aegis: bool, owner: str, name: str, laid: set[str]
) -> None:
    """pp. 256, 262 with p. 70: the brain spider's web is thrown, the face rat leaps at the
    face, both with an Attack; with Aegis it lands on the shield, and nothing is laid."""
    game, patty = _shielded(aegis)
    fighting_as(greater=(doom(game, owner, name),))
    attack(game, "The Hermit", patty, doom_name=name)
    ch = game.challenge
    assert (laid & ch.fighter(patty).effects) == (set() if aegis else laid)
    assert (patty in ch.webbed) is (name == "Web" and not aegis)
    assert _notches(game, patty) == (1 if aegis else 0)
    assert struck == []  # a snare deals no Wound either way
