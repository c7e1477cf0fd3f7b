"""How the autoplay guild camps (chapter 8): when to make camp, which Camp Action each
adventurer takes, and which Bonds to burn. A player's sensible habits, not a rule: every
command still goes through the engine, which may refuse it.
"""

from __future__ import annotations

from worm.engine import campsite, companions, kit
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import pacts as pact_policy
from worm.model.adventurer import Adventurer
from worm.rules import camp as rules
from worm.rules import companions as companion_rules
from worm.rules import inspiration

REST_EVERY = 4  # watches between camps, at the least
LOW_RESOLVE = 3
INSPIRING = 10  # a card worth chanting for: a ten or a court card turns most failed tests
LESSONS = ("sic_em", "guard", "fetch")  # what the bot teaches its animals, in this order


def worn(a: Adventurer) -> bool:
    """Hurt or worn enough that a night's recovery is worth its ration (p. 141)."""
    c = a.conditions
    return (
        c.stressed
        or c.injured
        or c.staggered
        or bool(c.wounded_talents)
        or (a.resolve <= LOW_RESOLVE)
    )


def worth_chanting(game: Game, a: Adventurer) -> bool:
    """Chant (p. 79) when it costs no XP (mastered, or a use prepared), someone may still hold
    an inspiration card, and the discard pile holds a card high enough to turn a failed test;
    the GM's policy then deals the cards (``worm.gm.inspiration``)."""
    talent = a.usable("high_chant")
    if talent is None or talent.state == "in_training":
        return False
    pile = inspiration.choosable(game.decks.minor.discard_pile)
    able = any(inspiration.can_hold(m) and m.active for m in game.guild.adventurers)
    return able and any(c.value >= INSPIRING for c in pile)


class Camper:
    """The bot's camping: ``wants`` says when to stop, ``next`` plays the Camp."""

    def __init__(self) -> None:
        self.last = -REST_EVERY  # the watch of the last camp made

    def wants(self, game: Game) -> bool:
        """Camp when someone is worn, the guild has a ration each, and it has been a while."""
        members = [a for a in game.guild.adventurers if a.active]
        if not members or game.watches - self.last < REST_EVERY:
            return False
        fed = sum(kit.count(a, "ration") for a in members) >= len(members)
        return fed and any(worn(a) for a in members)

    def next(self, game: Game, refused: set[str]) -> cmd.Command:
        """The Camp's next command: each adventurer's action, then the burns, then on."""
        camp = game.camp
        assert camp is not None
        self.last = game.watches
        if camp.step == 1:
            for a in game.guild.in_marching_order():
                if a.active and len(camp.actions_of(a.id)) < (2 if a.id in camp.extra else 1):
                    command = self.action(game, a)
                    if repr(command) not in refused:
                        return command
        if camp.step == 4:
            for a in game.guild.in_marching_order():
                if a.active and a.id not in camp.starving and rules.charged(a) and rules.needs(a):
                    burn = cmd.Burn(who=a.id)
                    if repr(burn) not in refused:
                        return burn
            for a in game.guild.in_marching_order():
                if not a.active or a.id in camp.starving or not rules.charged(a):
                    continue
                for animal in companions.wants_mending(game, a):
                    burn = cmd.Burn(who=a.id, animal=animal.id)
                    if repr(burn) not in refused:
                        return burn
        return cmd.CampOn()

    def lesson(self, game: Game, a: Adventurer) -> cmd.CampAct | None:
        """Beast Master's training (p. 78), Sic 'Em first, then Guard, then Fetch; a full
        animal without Sic 'Em forgets its last other command for it. None: nothing to teach."""
        for animal in game.guild.companions_of(a.id):
            wanted = [c for c in LESSONS if c not in animal.commands]
            if not wanted:
                continue
            most = companion_rules.limit(animal, a)
            forget = None
            if len(animal.commands) >= most:
                spare = [c for c in animal.commands if c not in LESSONS]
                if "sic_em" not in wanted or not spare:
                    continue
                wanted, forget = ["sic_em"], spare[-1]
            return cmd.CampAct(
                who=a.id,
                action="use_a_talent",
                what="beast_master",
                animal=animal.id,
                command=wanted[0],
                forget=forget,
            )
        return None

    def action(self, game: Game, a: Adventurer) -> cmd.CampAct:
        """A sensible Camp Action for ``a``: cure what ails, mend, feed, guard, bond, rest."""
        camp = game.camp
        assert camp is not None

        def can(action: str) -> bool:
            return campsite.why_not(game, a, action) is None

        members = [m for m in game.guild.adventurers if m.active]
        if a.afflictions and (rules.charged(a) or kit.count(a, "bezoar")):
            return cmd.CampAct(who=a.id, action="rest_and_recover")
        talents = campsite.talents(game, a)
        if "war_stories" in talents and any(m.resolve < 4 for m in members):
            return cmd.CampAct(who=a.id, action="use_a_talent", what="war_stories")
        if "high_chant" in talents and worth_chanting(game, a):
            return cmd.CampAct(who=a.id, action="use_a_talent", what="high_chant")
        if "alchemy" in talents:  # forms left to the GM's policy: a potion, then bombs
            return cmd.CampAct(who=a.id, action="use_a_talent", what="alchemy")
        lesson = self.lesson(game, a) if "beast_master" in talents else None
        if lesson is not None:
            return lesson
        if a.conditions.stressed and "pipe_and_pipeweed" in rules.camp_items(a):
            return cmd.CampAct(who=a.id, action="use_an_item", what="pipe_and_pipeweed")
        notched = any(c.notches for m in members for c in m.inventory.things())
        if notched and "tinkers_kit" in rules.camp_items(a):
            return cmd.CampAct(who=a.id, action="use_an_item", what="tinkers_kit")
        food = sum(kit.count(m, "ration") for m in members)
        if food < 2 * len(members) and can("hunt"):
            return cmd.CampAct(who=a.id, action="hunt")
        if can("fletch_arrows"):
            return cmd.CampAct(who=a.id, action="fletch_arrows")
        if "gramarye" in talents and len(a.pacts) < 2 and pact_policy.cheap_pacts(a, game.pack):
            return cmd.CampAct(who=a.id, action="use_a_talent", what="gramarye")
        if not camp.patrol:
            return cmd.CampAct(who=a.id, action="patrol")
        if any(not b.charged for b in a.bonds) and can("fellowship"):
            return cmd.CampAct(who=a.id, action="fellowship")
        if len(game.walked - game.mapped) >= 3 and can("update_maps"):
            return cmd.CampAct(who=a.id, action="update_maps")
        return cmd.CampAct(who=a.id, action="rest_and_recover")
