"""The skeleton's Absorb Bones (p. 277): with a fallen skeleton's bones in its zone, a
greater doom played takes them and Heals the skeleton; policy: each source once, when a
member is hurt.

The stand-in monster fights as the book's goblins (HD 2/1, ``fight_kit``) given the doom;
two of them, seed 5's guild in the same zone. Goblin 2 lies destroyed; Goblin 1 has lost its
Defense point.
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
from worm.engine import antagonists, challenge
from worm.engine.session import Game
from worm.model.challenge import GM


def one_fallen_one_hurt(game: Game, *, fallen: bool = True) -> tuple[str, str]:
    ch = game.challenge
    first, second = ch.side("foes")[:2]
    hurt = replace(first, parts=(replace(first.parts[0], defense=first.parts[0].defense - 1),))
    ch = ch.with_fighter(hurt)
    if fallen:
        ch = ch.with_fighter(replace(second, out="destroyed"))
    game.challenge = ch
    return first.key, second.key


def defense(game: Game, key: str) -> int:
    return game.challenge.fighter(key).parts[0].defense


def test_the_skeleton_takes_a_fallen_ones_bones_and_heals(fighting_as) -> None:  # noqa: F811
    """p. 277: the GM plays The Sun; Goblin 1's lost Defense point comes back, and Goblin 2's
    bones are spent: the next turn finds no source."""
    game = ready(count=2)
    fighting_as(greater=(doom(game, "skeleton", "Absorb Bones"),))
    hurt, _ = one_fallen_one_hurt(game)
    before = defense(game, hurt)
    give(game, GM, "The Sun", "The World")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", "Absorb Bones")
    assert rulings(game.log.events[mark:], "p. 277")
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    assert defense(game, hurt) == before + 1
    again = antagonists._plan(game, "foes", minor=False)
    assert again is None or again.doom != "Absorb Bones"


def test_no_bones_no_absorbing(fighting_as) -> None:  # noqa: F811
    """With no fallen skeleton in its zone, the hurt skeleton fights on as before."""
    game = ready(count=2)
    fighting_as(greater=(doom(game, "skeleton", "Absorb Bones"),))
    one_fallen_one_hurt(game, fallen=False)
    give(game, GM, "The Sun", "The World")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != "Absorb Bones"
