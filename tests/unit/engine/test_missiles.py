"""A creature's Attack that reaches the next zone: the Yellow King's If the Poison Won't Take
You My Dogs Will (p. 269) and the harpy's Pelt with Stones (p. 265).

The stand-in monster fights as the book's goblins (Swords 4, ``fight_kit``) given the doom
under test; seed 5's guild: Patty, Offa and Svein, moved one zone from the foes.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    ready,
    rulings,
)
from worm.engine import antagonists, challenge, invariants, missiles
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.challenge import GM
from worm.rules import aloft
from worm.text import fight


def apart(game: Game, *, scenery: tuple[str, ...] = ()) -> int:
    """The guild one zone from the foes, who stand in a zone with ``scenery``; that zone."""
    ch = game.challenge
    there = ch.zones[0].neighbours[0]
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=scenery) if z.id == 0 else z for z in ch.zones),
        fighters=tuple(replace(f, zone=there) if f.side == "guild" else f for f in ch.fighters),
    )
    return there


def attacks(game: Game, mark: int) -> list[ev.Action]:
    return [e for e in game.log.events[mark:] if isinstance(e, ev.Action) and e.action == "Attack"]


def test_the_yellow_king_strikes_a_zone_away_adding_his_wands(fighting_as) -> None:  # noqa: F811
    """p. 269: no one beside him, Svein's band one zone off; the GM plays the 9 and the
    Attack reaches across, worth 9 + Wands 6 (not Swords 4), and engages no one."""
    game = ready()
    fighting_as(wands=6, lesser=(doom(game, "lich_yellow_king", missiles.POISON),))
    there = apart(game)
    give(game, GM, "The Hermit")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Attack", missiles.POISON)
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    (blow,) = attacks(game, mark)
    assert blow.result != "out of reach" and blow.value == 9 + 6
    assert rulings(game.log.events[mark:], "p. 269")
    ch = game.challenge
    assert all(not f.engaged for f in ch.fighters if f.zone == there)
    assert invariants.cards(game) == []


def test_without_the_doom_a_band_a_zone_off_closes_in(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(wands=6)
    apart(game)
    give(game, GM, "The Hermit")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action in ("Move", "Dash")


def test_an_attack_from_afar_reaches_no_further_than_the_next_zone(
    fighting_as,  # noqa: F811
) -> None:
    """A target two zones off is out of reach even for arcane force (one zone, p. 269)."""
    game = ready()
    fighting_as(lesser=(doom(game, "lich_yellow_king", missiles.POISON),))
    ch = game.challenge
    near = set(ch.zones[0].neighbours) | {0}
    far = next((z.id for z in ch.zones if z.id not in near), None)
    assert far is not None, "seed 5's scene has a zone two away from the first"
    assert missiles.reaches(ch, missiles.POISON, 0, ch.zones[0].neighbours[0])
    assert not missiles.reaches(ch, missiles.POISON, 0, far)
    assert not missiles.reaches(ch, None, 0, ch.zones[0].neighbours[0])


def fly(game: Game) -> None:
    ch = game.challenge
    for f in ch.side("foes"):
        ch = ch.with_fighter(replace(f, effects=f.effects | {aloft.AIR}))
    game.challenge = ch


def test_a_flying_harpy_picks_up_a_stone_then_pelts_the_next_zone(
    fighting_as,  # noqa: F811
) -> None:
    """p. 265: with firewood at hand and no one beside it, the harpy plays its lowest card to
    take a piece up; next turn it throws it as a missile Attack into the next zone, and the
    stone is gone."""
    game = ready()
    fighting_as(lesser=(doom(game, "harpy", missiles.PELT),))
    apart(game, scenery=("firewood",))
    fly(game)
    give(game, GM, "The Magician", "Temperance", "The Hermit")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", missiles.PELT)
    assert plan.card.name == "The Magician"
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    assert missiles.STONE in game.challenge.side("foes")[0].effects
    assert "holds a stone to throw" in fight.view(game)
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Attack", missiles.PELT)
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    (blow,) = attacks(game, mark)
    assert blow.result != "out of reach" and blow.value == plan.card.value + 4
    assert missiles.STONE not in game.challenge.side("foes")[0].effects
    assert invariants.cards(game) == []


def test_a_harpy_on_the_ground_or_with_nothing_to_pick_up_throws_nothing(
    fighting_as,  # noqa: F811
) -> None:
    game = ready()
    fighting_as(lesser=(doom(game, "harpy", missiles.PELT),))
    apart(game, scenery=("firewood",))
    give(game, GM, "The Magician", "Temperance")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != missiles.PELT  # not flying (p. 265)
    fly(game)
    apart(game)  # no scenery
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != missiles.PELT


def test_a_harpy_with_a_stone_throws_it_at_someone_beside_it_and_stays_aloft(
    fighting_as,  # noqa: F811
) -> None:
    """p. 265: with the guild beside it, the harpy's Attack is the throw, a missile: it engages
    no one (as a fly-by would not either) and the stone is spent."""
    game = ready()
    fighting_as(lesser=(doom(game, "harpy", missiles.PELT),))
    fly(game)
    ch = game.challenge
    harpy = ch.side("foes")[0]
    game.challenge = ch.with_fighter(replace(harpy, effects=harpy.effects | {missiles.STONE}))
    give(game, GM, "The Hermit", "Temperance")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Attack", missiles.PELT)
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    (blow,) = attacks(game, mark)
    assert blow.result != "out of reach"
    after = game.challenge.side("foes")[0]
    assert missiles.STONE not in after.effects and aloft.AIR in after.effects
    assert not after.engaged
    assert invariants.cards(game) == []
