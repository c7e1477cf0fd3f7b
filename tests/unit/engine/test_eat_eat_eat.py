"""The ogre's Eat-Eat-Eat (p. 275): any card played to eat an object it holds, and the thing
is Destroyed. How it comes to hold one is the policy ``worm.gm.eat_eat_eat``: a Roughhouse
tears the thing out of an adventurer's hands, and it eats it on its next turn.

The stand-in monster fights as the book's goblins (``fight_kit``) given the ogre's note;
seed 5's guild: Patty (blade and heavy shield), Offa and Svein (daggers), all in zone 0.
"""

from __future__ import annotations

from tests.unit.engine.fight_kit import accounted, give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    note,
    ready,
    rulings,
    uids,
)
from worm.engine import antagonists, challenge, ending
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.gm import eat_eat_eat as policy
from worm.model.challenge import GM
from worm.model.inventory import Carried
from worm.text import fight
from worm.ui import field


def hungry_ogre(fighting_as, *, eats: bool = True) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    """Everyone's Initiative a shown Two, so a Roughhouse on a Ten lands; the stand-in has
    the ogre's note when ``eats``."""
    game = ready()
    fighting_as(notes=(note(game, "ogre", "Eat-Eat-Eat"),) if eats else ())
    for a, low in zip(game.guild.adventurers, ("Cups", "Wands", "Pentacles"), strict=True):
        set_initiative(game, a.id, f"Two of {low}", shown=True)
    return game


def in_hands(game: Game, who: str) -> set[int]:
    return {c.uid for c in game.guild.adventurer(who).inventory.hands if c is not None}


def turn(game: Game, *cards: str) -> antagonists.tactics.Plan:
    """The band plans its turn on ``cards`` and plays it out."""
    give(game, GM, *cards)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))
    return plan


def torn(game: Game) -> tuple[str, set[int]]:
    """The ogre's first turn: whom it tore a thing from, and what that one held before."""
    before = {a.id: in_hands(game, a.id) for a in game.guild.adventurers}
    plan = turn(game, "Ten of Wands")
    assert (plan.action, plan.doom) == ("Roughhouse", "Eat-Eat-Eat")
    victim = plan.targets[0][0]
    assert before[victim], "the policy tears only from full hands"
    return victim, before[victim]


def test_the_ogre_tears_a_thing_from_the_hands_and_eats_it(fighting_as) -> None:  # noqa: F811
    """p. 275: a Roughhouse tears what the target holds out of their hands (policy); the
    ogre holds it, as the text game and side panel show; on its next turn it plays any card
    to eat it, and the thing is Destroyed, never to come back."""
    game = hungry_ogre(fighting_as)
    victim, held = torn(game)
    taken = game.challenge.taken
    assert [t.holder for t in taken] == [foe(game)] and taken[0].thing.uid in held
    assert taken[0].thing.uid not in uids(game, victim)
    for words in (fight.view(game), field.view(game).plain):
        assert "holds" in words and "'s " in words
    accounted(game)
    mark = len(game.log.events)
    plan = turn(game, "Three of Cups", "The Sun")
    assert (plan.action, plan.doom, plan.card.name) == ("Doom", "Eat-Eat-Eat", "Three of Cups")
    events = game.log.events[mark:]
    gone = [e for e in events if isinstance(e, ev.Item) and e.change == "destroyed"]
    assert len(gone) == 1 and "p. 275" in gone[0].cause
    assert game.challenge.taken == ()
    accounted(game)
    ending.finish(game, "victory", "the foes are beaten")
    assert taken[0].thing.uid not in uids(game, victim)


def test_disarming_the_ogre_before_it_eats_gives_the_thing_back(fighting_as) -> None:  # noqa: F811
    game = hungry_ogre(fighting_as)
    victim, held = torn(game)
    mark = len(game.log.events)
    harm.afflict(game, foe(game), "disarm")
    assert held <= uids(game, victim)
    assert rulings(game.log.events[mark:], "p. 275")
    assert game.challenge.taken == ()


def test_one_thing_at_a_time(fighting_as) -> None:  # noqa: F811
    """Policy: holding something, the ogre eats it rather than tear away another."""
    game = hungry_ogre(fighting_as)
    torn(game)
    give(game, GM, "Ten of Wands")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Doom"
    assert policy.meal_card(game.challenge.hand(GM)) == plan.card


def test_a_band_without_the_note_tears_nothing_away(fighting_as) -> None:  # noqa: F811
    game = hungry_ogre(fighting_as, eats=False)
    give(game, GM, "Ten of Wands")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Eat-Eat-Eat"


def test_a_burning_light_is_never_torn_away(fighting_as) -> None:  # noqa: F811
    """Policy: with nothing in anyone's hands but a lit torch, the ogre tears nothing away."""
    game = hungry_ogre(fighting_as)
    for a in game.guild.adventurers:
        torch = Carried(uid=a.inventory.next_uid(), item="torch", lit=True)
        inventory = a.inventory.model_copy(update={"hands": (torch, None)})
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    give(game, GM, "Ten of Wands")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Eat-Eat-Eat"
