"""An orc's blood outside a Challenge (p. 64): a trap's bite on Poison Blood kills the thing that
bit, and a trap's blade on Quicksilver Blood is Destroyed, played through the text game.

Each trap stands alone in a quiet first room (``tests.fixtures.features``); the orc's player
orders the Wound onto the blood talent (``wounds WHO TALENT``, p. 124) and the deck is stacked
so that the test the way past calls for fails.
"""

from __future__ import annotations

import io

import pytest

from tests.fixtures import features
from tests.unit.engine.test_crawl import stack
from worm import content
from worm.engine import events as ev
from worm.engine import kit, outcomes, traps
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.text import repl

PACK = content.default()
BLOOD = ("quicksilver_blood", "poison_blood", "blur", "berserkergang")


def answer(game: Game, line: str) -> str:
    out = io.StringIO()
    repl.answer(game, line, out)
    return out.getvalue()


def orc(game: Game, trap_id: str | None, talent: str, tool: str | None = None) -> str:
    """A quiet room holding only ``trap_id`` (None: nothing); the first adventurer with room
    for ``tool`` (if one is asked for) has the kin talent ``talent`` (and no other blood),
    holds ``tool``, and takes Wounds on that talent first."""
    game.level.stock[game.room].features = []
    game.level.stock[game.room].traps = [trap_id] if trap_id else []
    a = game.guild.in_marching_order()[0]
    if tool is not None:
        a = next(b for b in game.guild.in_marching_order() if kit.gain(b, tool, 1, PACK)[1])
        game.set_adventurer(kit.gain(a, tool, 1, PACK)[0])
        a = game.guild.adventurer(a.id)
    kept = tuple(t for t in a.talents if t.id not in BLOOD)
    game.set_adventurer(
        a.model_copy(update={"talents": (*kept, Talent(id=talent, state="mastered"))})
    )
    name = PACK.talents[talent].name
    said = answer(game, f"wounds {a.id} {name}, staggered, injured, door")
    assert "will take each Wound" in said, said
    return a.id


def fail_the_wedge(game: Game, who: str) -> str:
    """``who`` tries the Hungry Chest's second way past (a Swords test) and fails it."""
    trap = PACK.traps["hungry_chest"]
    wedge = trap.bypasses[1]
    assert wedge.verb.startswith("wedge its jaws") and wedge.approach == "swords"
    a = game.guild.adventurer(who)
    answer(game, "look")
    traps.spot(game, game.room, trap, how=trap.spot.how)
    stack(game, minor=["Two of Cups", "Three of Cups", "Four of Cups"])
    said = answer(game, f"act {trap.name} 2 {a.id}")
    if game.pending is not None:
        said += answer(game, "accept")
    return said


@pytest.mark.parametrize(("talent", "dies"), [("poison_blood", True), ("blur", False)])
def test_poison_blood_kills_the_hungry_chest_that_bites_it(talent: str, *, dies: bool) -> None:
    """p. 64: whatever bites Poison Blood suffers Critical damage; a hungry chest is a living
    mouth, so it dies and guards its gold no longer. Blur's Wound does nothing to it."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    who = orc(game, "hungry_chest", talent)
    said = _wedge_or_bite(game, who)
    a = game.guild.adventurer(who)
    assert talent in a.conditions.wounded_talents, said
    chest_alive = any(t.id == "hungry_chest" for t in traps.live(game, game.room))
    assert chest_alive is not dies
    assert ("Poison Blood" in said) is dies, said


def _wedge_or_bite(game: Game, who: str) -> str:
    """The chest's bite on ``who``, as its way past fails (its outcome, as the session plays a
    failed test's: the verb is the cause)."""
    trap = PACK.traps["hungry_chest"]
    wedge = trap.bypasses[1]
    start = len(game.log.events)
    outcomes.play(game, wedge.on_failure, who, cause=wedge.verb)
    return "\n".join(
        e.why if isinstance(e, ev.Gm) else getattr(e, "text", "") for e in game.log.events[start:]
    )


def test_poison_blood_kills_the_chest_in_the_text_game() -> None:
    """The same, typed: 'act The Hungry Chest 2' fails, the lid bites, the chest dies and
    guards nothing more (p. 64)."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    who = orc(game, "hungry_chest", "poison_blood", tool="iron_spikes")
    said = fail_the_wedge(game, who)
    assert "shudders and dies (Poison Blood)" in said, said
    assert "takes a Wound on the talent Poison Blood" in said, said
    assert traps.guarding(game, game.room) is None


def test_a_stone_mouth_is_not_poisoned() -> None:
    """The gargoyle's arch bites with stone teeth: Poison Blood's venom has nothing to kill
    (policy, ``worm.gm.crawl_blows``)."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    who = orc(game, "gargoyle_mouth_arch", "poison_blood")
    trap = PACK.traps["gargoyle_mouth_arch"]
    start = len(game.log.events)
    outcomes.play(game, trap.trigger.on_failure, who, cause=trap.name)
    rulings = [e.why for e in game.log.events[start:] if isinstance(e, ev.Gm)]
    assert any("no living thing" in r for r in rulings), rulings
    assert not any("dies" in r for r in rulings), rulings


@pytest.mark.parametrize(("trap_id", "harmless"), [("swinging_blade", True), ("arrow_trap", False)])
def test_quicksilver_blood_destroys_the_blade_that_cuts_it(trap_id: str, *, harmless: bool) -> None:
    """p. 64: the metal weapon that Wounds Quicksilver Blood is Destroyed. The pendulum's one
    blade gone, the trap is past; the arrow trap loses one arrow of many and still waits."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    who = orc(game, trap_id, "quicksilver_blood")
    trap = PACK.traps[trap_id]
    start = len(game.log.events)
    outcomes.play(game, trap.trigger.on_failure, who, cause=trap.name)
    rulings = [e.why for e in game.log.events[start:] if isinstance(e, ev.Gm)]
    assert any("Quicksilver Blood" in r and "Destroyed" in r for r in rulings), rulings
    assert any(t.id == trap_id for t in traps.live(game, game.room)) is not harmless


def test_a_meatgrinder_mouth_that_bites_back_is_poisoned() -> None:
    """A hazard with no trap in the room ("It bites back.", the mouth in the door): its bite on
    Poison Blood is ruled by its words (p. 64)."""
    game = features.meet(PACK.features["black_goat_altar"].id)
    who = orc(game, None, "poison_blood")
    entry = PACK.meatgrinder["hazard_mouth_door"]
    batter = next(i for i in entry.interactions if i.verb == "batter it open")
    start = len(game.log.events)
    outcomes.play(game, batter.on_failure, who, cause=batter.verb)
    rulings = [e.why for e in game.log.events[start:] if isinstance(e, ev.Gm)]
    assert any("Poison Blood" in r for r in rulings), rulings


def test_the_altar_of_iron_teeth_is_not_poisoned() -> None:
    """A room's feature that bites (the Altar of Iron Teeth) is no creature: Poison Blood's
    venom kills nothing, and the GM says so (p. 64)."""
    game = features.meet(PACK.features["altar_of_iron_teeth"].id)
    who = orc(game, None, "poison_blood")
    game.level.stock[game.room].features = ["altar_of_iron_teeth"]
    prise = next(
        i for i in PACK.features["altar_of_iron_teeth"].interactions if i.verb.startswith("prise")
    )
    start = len(game.log.events)
    outcomes.play(game, prise.on_failure, who, cause=prise.verb)
    rulings = [e.why for e in game.log.events[start:] if isinstance(e, ev.Gm)]
    assert any("The Altar of Iron Teeth" in r and "no living thing" in r for r in rulings), rulings
