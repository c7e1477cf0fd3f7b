"""What a player reads says real things in plain English (issue 19, points 2 and 3): encounter
counts told as numbers, talents and motifs by their names, a band's verb against one
creature's, possessives of names ending in s, no "0 gold", capitalised attributes.

Each test builds its scene (seed 2's level 1, described in ``tests/unit/engine/test_crawl.py``,
or the first seed whose level 1 holds what the test needs, found by ``tests.fixtures.seeds``:
an encounter as many as the guild, one creature whose name is no plural) and reads the words
from the events or the panel a player sees.
"""

from __future__ import annotations

import re

from tests.fixtures.seeds import encounters, first_seed
from tests.unit.engine.test_crawl import WALK, below, of, stack
from worm import grammar, tarot
from worm.engine import commands as cmd
from worm.engine import dying, meet
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import creation
from worm.model.adventurer import Adventurer
from worm.model.level import LevelState
from worm.text import narrate
from worm.ui import panels

BRACKET = re.compile(r"\[[a-z_ -]+\d*\]")


def _entry(game: Game, card: int) -> dict[str, object]:
    return game.level.meatgrinder[card - 1]


def _met_on_entering(card: int, seed: int = WALK) -> Game:
    """Seed 2 (or ``seed``) gone down the main entrance with ``card`` drawn for the first watch:
    its random encounter is met in the entrance room."""
    game = Game.new(seed)
    game.states[1] = LevelState(marked=frozenset())
    stack(game, major=[card])
    game.execute(cmd.Delve())
    return game


def test_an_encounter_is_told_with_its_count_in_words_not_the_books_bracket() -> None:
    many = [e for e in encounters(Game.new(WALK)) if e["count"] == "[adventurers]"]
    assert many, "seed 2's level 1 has no encounter as many as the guild"  # precondition
    card, name = int(many[0]["card"]), str(many[0]["name"])
    game = _met_on_entering(card)
    assert _entry(game, card)["count"] == "[adventurers]"
    told = [e.text for e in of(game.log.events, ev.Narration) if e.text.startswith(name)]
    assert told and told[0].startswith(f"{name} (three of them), ")
    lines = [narrate.event(e) or "" for e in game.log.events]
    lines.append(narrate.why(game.log.events))
    assert not [line for line in lines if BRACKET.search(line)]


def test_one_creature_is_told_as_one_and_takes_the_verb_of_one() -> None:
    seed = first_seed(lambda g: bool(_alone(g)), "one creature with a singular name on level 1")
    card, name = _alone(Game.new(seed))[0]
    game = _met_on_entering(card, seed)
    assert game.meeting is not None and game.meeting.name == name  # precondition
    texts = [e.text for e in of(game.log.events, ev.Narration)]
    assert any(t.startswith(f"{name} (just one), ") for t in texts)
    assert meet.they(game.meeting, "attack") == f"{name} attacks"
    assert meet.they(game.meeting, "have") == f"{name} has"


def _alone(game: Game) -> list[tuple[int, str]]:
    """Level 1's encounters of one creature whose name is no plural (a Cockatrice, a Kraken)."""
    return [
        (int(e["card"]), str(e["name"]))
        for e in encounters(game)
        if e["count"] == "1" and not grammar.is_plural(str(e["name"]))
    ]


def test_a_band_that_attacks_on_sight_takes_the_verb_of_many() -> None:
    game = below(WALK, marked=frozenset(range(1, 22)))
    meet.start(game, "dire_bats", 1, game.room, True)
    rulings = [e.why for e in of(game.log.events, ev.Gm)]
    assert "Dire Bats attack on sight: no parley" in rulings
    phases = [e.cause for e in of(game.log.events, ev.Phase) if e.phase == "challenge"]
    assert phases == ["Dire Bats attack"]


def _wounded(game: Game, who: str, talent: str) -> Adventurer:
    a = game.guild.adventurer(who)
    c = a.conditions.model_copy(update={"wounded_talents": (talent,), "injured": True})
    a = a.model_copy(update={"conditions": c})
    game.guild = game.guild.with_adventurer(a)
    return a


def test_the_side_panel_names_a_wounded_talent_not_its_id() -> None:
    game = Game.new(WALK)
    a = game.guild.adventurers[0]
    talent = a.talents[-1].id
    assert "_" in talent or talent.islower()  # an id, unlike its name
    a = _wounded(game, a.id, talent)
    shown = panels.conditions(a)
    assert f"wounded {game.pack.talents[talent].name}" in shown
    assert f"Wounded {game.pack.talents[talent].name}" in narrate.sheet(a, game.pack)
    assert talent not in panels.guild(game).plain.replace(game.pack.talents[talent].name, "")


def test_healing_a_wounded_talent_names_the_talent() -> None:
    game = Game.new(WALK)
    a = game.guild.adventurers[0]
    talent = next(t.id for t in a.talents if "_" in t.id)
    a = _wounded(game, a.id, talent)
    a = a.model_copy(update={"conditions": a.conditions.model_copy(update={"injured": False})})
    game.guild = game.guild.with_adventurer(a)
    dying.heal(game, a.id)
    changes = [e.change for e in of(game.log.events, ev.Condition)]
    assert changes == [f"Wounded {game.pack.talents[talent].name} healed"]


def test_a_motif_puts_the_books_bracketed_adverb_first() -> None:
    assert creation.descriptor("Giggling (Often)") == "Often giggling"
    assert creation.descriptor("Old (Very)") == "Very old"
    assert creation.descriptor("Jovial") == "Jovial"
    motifs = [m for seed in range(40) for a in Game.new(seed).guild.adventurers for m in a.motifs]
    assert not [m for m in motifs if "(" in m or ")" in m]


def test_no_gold_is_said_as_no_gold() -> None:
    lost = ev.Item(seq=1, who="Iago", item="gold", change="lost", count=0)
    assert narrate.event(lost) == "Iago: lost no gold."
    upkeep = ev.Item(seq=2, who="Iago", item="gold", change="lost", count=3, cause="tax")
    assert narrate.event(upkeep) == "Iago: lost 3 gold (tax)."


def test_a_name_ending_in_s_owns_with_an_apostrophe_alone() -> None:
    light = ev.Light(seq=1, who="Nahiossi Three-Fingers", item="Torch", change="lit", flickers=3)
    assert narrate.event(light) == "Nahiossi Three-Fingers' torch: lit (3 flickers left)."
    bond = ev.Bond.model_validate(
        {"seq": 2, "who": "Alesander of House Gryphes", "with": "Iago", "change": "charge"}
    )
    assert narrate.event(bond) == "Alesander of House Gryphes' Bond with Iago is charged."


def test_a_trap_that_stops_the_guild_is_named_as_a_trap() -> None:
    stop = ev.Stop(seq=1, reason="trap", detail="Invisible Path")
    said = narrate.event(stop) or ""
    assert "stops Invisible Path" not in said and "a trap (Invisible Path)" in said


def test_attributes_are_written_with_capitals() -> None:
    card = tarot.card_named("Seven of Swords")
    fate = ev.Fate(
        seq=1,
        who="Iago",
        attribute="swords",
        rating=3,
        cards=(card,),
        favor=0,
        total=10,
        pushed=False,
        outcome="failure",
    )
    assert narrate.event(fate) == "Iago tests Swords: 7 + Swords 3 = 10 — a failure."
    group = ev.GroupTest(
        seq=2, attribute="pentacles", testers=("a1", "a2"), hits=2, outcome="success"
    )
    assert narrate.event(group) == (
        "Group test of Pentacles (a1 and a2): 2 hits between them, of the 2 a success needs "
        "— success."
    )  # play-test 19: one tester's "a success" beside the group's "no hits" read as a clash
