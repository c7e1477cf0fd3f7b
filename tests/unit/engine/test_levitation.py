"""Dwimmercraft's levitation in the Crawl (p. 82): the seer lifts a thing of about 10 lbs.
that fits in one hand from across their zone. Where a room's feature holds such a prize a hand
would go in after (policy ``worm.gm.levitation.SERVES``), the lift is offered beside the
feature's own choices: no test of fate, no tool, the talent used (1 XP in training, p. 33)."""

from __future__ import annotations

import io

import pytest

from tests.fixtures import features
from worm import content
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore, kit
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.gm import levitation
from worm.model.adventurer import Talent
from worm.model.inventory import Inventory
from worm.rules import dwimmercraft
from worm.text import repl

PACK = content.default()
IDOL = "idol_of_the_many_hands"
CISTERN = "dry_cistern_pit"


def in_room(feature: str, *, seer: bool, bare: bool = True) -> Game:
    """A quiet room holding ``feature``; a1 knows Dwimmercraft in training when ``seer``,
    and nobody else knows it; ``bare``: nobody carries anything (no rope to climb down on)."""
    game = features.meet(feature)
    for a in game.guild.adventurers:
        kept = tuple(t for t in a.talents if t.id != dwimmercraft.TALENT)
        if seer and a.id == "a1":
            kept = (*kept, Talent(id=dwimmercraft.TALENT, state="in_training"))
        update = {"talents": kept, "xp": 3, "inventory": Inventory() if bare else a.inventory}
        game.set_adventurer(a.model_copy(update=update))
    return game


def offered(game: Game, feature: str) -> list[str]:
    name = PACK.features[feature].name
    return [i.verb for n, found in explore.choices_here(game) if n == name for i in found]


def test_every_lift_in_the_policy_stands_in_for_a_real_interaction() -> None:
    for feature, verb in levitation.SERVES:
        assert verb in [i.verb for i in PACK.features[feature].interactions], (feature, verb)


def test_the_lift_takes_the_idols_beads_with_no_test_for_one_xp() -> None:
    game = in_room(IDOL, seer=True)
    verbs = offered(game, IDOL)
    lift = levitation.lift(IDOL, "take the bead, the bone and the hair")
    assert lift in verbs
    events = game.execute(cmd.Act(target=PACK.features[IDOL].name, option=verbs.index(lift) + 1))
    assert not any(isinstance(e, ev.Fate) for e in events)  # no test of fate (the hands' Cups)
    a1 = game.guild.adventurer("a1")
    assert a1.xp == 2  # in training, a use is 1 XP (p. 33)
    assert sum(kit.count(a, "trinket") for a in game.guild.adventurers) == 1
    assert not any(a.has_effect("curse") for a in game.guild.adventurers)


def test_the_lift_needs_no_rope_to_bring_the_purse_up_from_the_cistern() -> None:
    game = in_room(CISTERN, seer=True)
    verbs = offered(game, CISTERN)
    lift = levitation.lift(CISTERN, "climb down on a rope and search the heap")
    gold = sum(a.gold for a in game.guild.adventurers)
    events = game.execute(cmd.Act(target=PACK.features[CISTERN].name, option=verbs.index(lift) + 1))
    assert not any(isinstance(e, ev.Fate) for e in events)
    assert sum(a.gold for a in game.guild.adventurers) == gold + 20


def test_without_a_seer_no_lift_is_offered() -> None:
    game = in_room(IDOL, seer=False)
    assert offered(game, IDOL) == [i.verb for i in PACK.features[IDOL].interactions]


@pytest.mark.parametrize(("seer", "daring"), [(True, 0.01), (False, 0.01), (True, 0.0)])
def test_a_daring_bot_with_a_seer_lifts_the_prize_by_policy(seer: bool, daring: float) -> None:
    game = in_room(IDOL, seer=seer, bare=False)
    bot = Autoplay(daring)
    bot.searched.add((game.depth, game.room))  # the room searched already
    game.level.stock[game.room].treasure = []  # and nothing lies loose to take
    command = bot.next(game)
    if isinstance(command, cmd.Translate):  # a Loremaster reads the idol's script first (p. 79)
        game.execute(command)
        command = bot.next(game)
    lifted = (
        isinstance(command, cmd.Act)
        and command.target == PACK.features[IDOL].name
        and offered(game, IDOL)[command.option - 1] in levitation.SERVES.values()
    )
    assert lifted is (seer and daring > 0), command


def test_the_text_game_lists_the_lift_and_plays_it() -> None:
    game = in_room(IDOL, seer=True)
    out = io.StringIO()
    repl.answer(game, "look idol", out)
    lift = levitation.lift(IDOL, "take the bead, the bone and the hair")
    assert f"3. {lift}" in out.getvalue()
    assert repl.parse(game, "act idol 3") == cmd.Act(target="idol", option=3)
    repl.answer(game, "act idol 3", out)
    assert sum(kit.count(a, "trinket") for a in game.guild.adventurers) == 1
