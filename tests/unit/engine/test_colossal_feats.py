"""Colossal's feat of strength on a room's feature (p. 61): a troll "can perform feats of
strength without a test" — toppling the devil idol off its plinth (a Swords test for anyone
else, whose failure pours fire across the floor) is done for 1 Resolve, no card drawn. Which
choices are feats is read from the content (``feat = true``, policy ``worm.gm.feats``)."""

from __future__ import annotations

import pytest

from tests.fixtures import features
from tests.unit.engine.test_crawl import of, stack
from tests.unit.engine.test_hideous_strength import drew_fate
from tests.unit.engine.test_outright import arete
from worm import content
from worm.content.interaction import Interaction
from worm.content.problems import EntryProblem
from worm.engine import autoplay, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import feats
from worm.text import repl
from worm.ui import features as feature_list

IDOL = "devil_idol"
PACK = content.default()
TOPPLE = next(
    n for n, i in enumerate(PACK.features[IDOL].interactions, 1) if i.verb.startswith("topple")
)
NAME = PACK.features[IDOL].name


def at_the_idol(*, resolve: int = 2, talent: bool = True) -> Game:
    """The guild before the devil idol, a2 a troll with Colossal and ``resolve`` (or not),
    a crowbar in hand, and a card that fails any Swords test next on the minor deck."""
    game = features.meet(IDOL)
    a2 = game.guild.adventurer("a2")
    a2, _ = kit.gain(a2, "crowbar", 1, game.pack)
    game.set_adventurer(a2)
    if talent:
        arete(game, "a2", "colossal", resolve)
    stack(game, minor=["Ace of Cups"])
    return game


def test_toppling_the_idol_is_a_feat_of_strength_by_the_policy() -> None:
    """The precondition: the content marks it, and the GM's policy reads the mark."""
    assert feats.of_strength(PACK.features[IDOL].interactions[TOPPLE - 1])


def test_the_troll_topples_the_idol_with_no_test_for_one_resolve() -> None:
    """p. 61: no card drawn, the idol down (its flag set, no fire on the floor), 1 Resolve."""
    game = at_the_idol()
    events = game.execute(repl.parse(game, f"act {NAME} {TOPPLE} a2 colossal"))
    assert not drew_fate(events)
    assert "idol_toppled" in game.state.flags and "lava_floor" not in game.state.flags
    assert game.guild.adventurer("a2").resolve == 1
    assert any(g.rule == "p. 61" and "Colossal" in g.why for g in of(events, ev.Gm))


def test_without_colossal_it_is_a_swords_test_that_fails() -> None:
    game = at_the_idol(talent=False)
    events = game.execute(repl.parse(game, f"act {NAME} {TOPPLE} a2"))
    assert drew_fate(events) and game.pending is not None
    game.execute(cmd.AcceptFate())
    assert "lava_floor" in game.state.flags


@pytest.mark.parametrize(("resolve", "talent"), [(0, True), (2, False)])
def test_no_resolve_or_no_talent_is_refused(resolve: int, talent: bool) -> None:
    game = at_the_idol(resolve=resolve, talent=talent)
    with pytest.raises(IllegalCommand, match="Colossal"):
        game.execute(cmd.Act(target=NAME, option=TOPPLE, who="a2", colossal=True))


def test_a_choice_that_is_no_feat_is_refused() -> None:
    """Prying the gem eyes out is fine work, not a feat of strength (policy)."""
    game = at_the_idol()
    other = next(
        n for n, i in enumerate(PACK.features[IDOL].interactions, 1) if not feats.of_strength(i)
    )
    with pytest.raises(IllegalCommand, match="no feat of strength"):
        game.execute(cmd.Act(target=NAME, option=other, who="a2", colossal=True))


def test_the_terminals_feature_list_offers_the_feat_only_to_one_who_can_pay() -> None:
    game = at_the_idol()
    choices = PACK.features[IDOL].interactions
    offered = dict(feature_list.feat_options(game, choices))
    assert f"{TOPPLE}{feature_list.FEAT}" in offered and "p. 61" in offered[f"{TOPPLE}:colossal"]
    sent = feature_list.act_for(NAME, f"{TOPPLE}{feature_list.FEAT}")  # what picking it sends
    assert (sent.option, sent.colossal) == (TOPPLE, True)
    assert not feature_list.act_for(NAME, str(TOPPLE)).colossal
    poor = at_the_idol(resolve=0)
    assert not any(
        v.endswith(feature_list.FEAT) for v, _ in feature_list.feat_options(poor, choices)
    )


def test_the_bots_troll_does_the_feat_when_it_dares_the_idol() -> None:
    """Policy: a daring bot that takes the topple has its troll do it by Colossal, a Resolve
    kept back (``worm.gm.talents.smashes``)."""
    game = at_the_idol()
    bot = autoplay.Autoplay(daring=1.0)
    sent = [bot._dare(game) for _ in PACK.features[IDOL].interactions]  # what it dares here
    acts = [c for c in sent if isinstance(c, cmd.Act) and c.option == TOPPLE]
    assert acts and acts[0].colossal and acts[0].who == "a2"


def test_a_feat_must_be_one_actors_test() -> None:
    """The content is validated: a feat with nothing to test, or the guild's, is refused."""
    with pytest.raises(ValueError, match="feat of strength"):
        Interaction.model_validate(
            {"verb": "kick it", "feat": True, "on_success": [{"effect": "nothing", "text": "x"}]}
        )
    assert issubclass(EntryProblem, ValueError)
