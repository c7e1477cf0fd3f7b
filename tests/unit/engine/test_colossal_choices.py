"""Colossal's feat of strength on a choice the GM waits on (p. 61): a troll "can perform feats
of strength without a test" — so a sprung trap's way out by force (the flooding fish statue's
door smashed with a crowbar, the weeping ceiling's swollen door heaved open) and a travel
event's door forced are done for 1 Resolve, no card drawn. Which responses are feats is read
from the content (``feat = true``, policy ``worm.gm.feats``)."""

from __future__ import annotations

import pytest

from tests.fixtures import features
from tests.unit.engine.test_crawl import of, stack
from tests.unit.engine.test_hideous_strength import drew_fate
from tests.unit.engine.test_outright import arete
from worm import content
from worm.engine import autoplay, kit, traps
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import feats
from worm.text import repl
from worm.ui import prompts

PACK = content.default()
FISH = PACK.traps["flooding_fish_statue"]
SMASH = next(n for n, i in enumerate(FISH.responses, 1) if i.verb.startswith("smash"))
TWO_DOORS = PACK.meatgrinder["choice_two_doors"]
FORCE = next(n for n, i in enumerate(TWO_DOORS.interactions, 1) if i.verb.startswith("force"))


def sprung(*, resolve: int = 2, talent: bool = True) -> Game:
    """The fish statue's flood let loose on the guild in a quiet room, a2 a troll with
    Colossal and ``resolve`` (or not), a crowbar in hand, and a card that fails any Swords test
    next on the minor deck."""
    game = Game.new(features.quiet_seed())
    game.execute(cmd.Delve())
    a2, _ = kit.gain(game.guild.adventurer("a2"), "crowbar", 1, game.pack)
    game.set_adventurer(a2)
    if talent:
        arete(game, "a2", "colossal", resolve)
    stack(game, minor=["Ace of Cups"])
    source = ("trap", game.room, FISH.id)
    game.offer(FISH.name, (*FISH.responses, traps.FACE_IT), source=source, scene="It went off.")
    return game


def test_the_ways_out_by_force_are_feats_and_the_rest_are_not() -> None:
    """The precondition, read from the content: the smash, the heave and the forced door are
    feats of strength; putting the gem back and facing the trap are not."""
    marked = {
        i.verb
        for entries in (PACK.traps.values(), PACK.meatgrinder.values())
        for e in entries
        for i in (*getattr(e, "responses", ()), *getattr(e, "interactions", ()))
        if feats.of_strength(i)
    }
    assert {
        "smash your way out with a crowbar",
        "heave the swollen door open",
        "force the swollen door",
        "batter it open",
    } <= marked
    assert not feats.of_strength(traps.FACE_IT)
    assert "put the sapphire back in the fish's mouth" not in marked


def test_the_troll_smashes_out_of_the_flood_with_no_test_for_one_resolve() -> None:
    """p. 61: ``choose N WHO colossal`` draws no card, the flood is stopped, 1 Resolve."""
    game = sprung()
    events = game.execute(repl.parse(game, f"choose {SMASH} a2 colossal"))
    assert not drew_fate(events)
    assert "fish_flood_stopped" in game.state.flags and game.choice is None
    assert game.guild.adventurer("a2").resolve == 1
    assert any(g.rule == "p. 61" and "Colossal" in g.why for g in of(events, ev.Gm))


def test_without_colossal_the_smash_is_a_swords_test_that_fails() -> None:
    game = sprung(talent=False)
    events = game.execute(repl.parse(game, f"choose {SMASH} a2"))
    assert drew_fate(events) and game.pending is not None
    game.execute(cmd.AcceptFate())
    assert "fish_flood_stopped" not in game.state.flags


@pytest.mark.parametrize(("resolve", "talent"), [(0, True), (2, False)])
def test_no_resolve_or_no_talent_is_refused_and_the_choice_still_waits(
    resolve: int, talent: bool
) -> None:
    game = sprung(resolve=resolve, talent=talent)
    with pytest.raises(IllegalCommand, match="Colossal"):
        game.execute(cmd.Choose(option=SMASH, who="a2", colossal=True))
    assert game.choice is not None and game.choice.title == FISH.name


def test_facing_the_trap_or_a_gentle_answer_is_no_feat() -> None:
    game = sprung()
    assert game.choice is not None
    for n, option in enumerate(game.choice.options, 1):
        if not feats.of_strength(option):
            with pytest.raises(IllegalCommand, match="no feat of strength"):
                game.execute(cmd.Choose(option=n, who="a2", colossal=True))
            assert game.choice is not None


def test_a_travel_event_s_swollen_door_is_forced_with_no_test() -> None:
    """The Two doors event (a forced door's failure is a Wound): by Colossal, none."""
    game = sprung()
    game.offer(TWO_DOORS.name, TWO_DOORS.interactions, scene=TWO_DOORS.text)
    events = game.execute(repl.parse(game, f"choose {FORCE} colossal"))
    assert not drew_fate(events)
    assert game.guild.adventurer("a2").resolve == 1
    assert not of(events, ev.Wound) and game.choice is None


def test_the_terminals_choice_dialog_offers_the_feat_only_to_one_who_can_pay() -> None:
    game = sprung()
    assert game.choice is not None
    offered = prompts.feats_offered(game, game.choice.options)
    assert [n for n, _ in offered] == [SMASH] and "p. 61" in offered[0][1]
    poor = sprung(resolve=0)
    assert poor.choice is not None and not prompts.feats_offered(poor, poor.choice.options)


WEEPING = PACK.traps["weeping_ceiling"]
HEAVE = next(n for n, i in enumerate(WEEPING.responses, 1) if i.verb.startswith("heave"))


@pytest.mark.parametrize(("resolve", "feat"), [(2, True), (1, False)])
def test_the_bots_troll_heaves_the_door_with_a_resolve_kept_back(resolve: int, feat: bool) -> None:
    """Policy (``worm.gm.talents.smashes``): with the weeping ceiling's flood rising, the bot
    has its troll heave the door by Colossal only when it keeps a Resolve after it; else it
    takes its chances with the trap, as it did before."""
    game = sprung(resolve=resolve)
    source = ("trap", game.room, WEEPING.id)
    game.offer(WEEPING.name, (*WEEPING.responses, traps.FACE_IT), source=source)
    answer = autoplay.Autoplay()._answer(game)
    assert answer.colossal is feat
    if feat:
        assert answer.option == HEAVE and answer.who == "a2"
    else:
        assert game.choice is not None and game.choice.options[answer.option - 1] is traps.FACE_IT


def test_the_bot_still_takes_a_free_answer_before_a_feat() -> None:
    """The fish statue's flood stopped by putting the gem back costs nothing: no Resolve."""
    game = sprung()
    answer = autoplay.Autoplay()._answer(game)
    assert not answer.colossal and answer.option != SMASH
