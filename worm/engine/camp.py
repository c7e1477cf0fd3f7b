"""The Camp Phase (chapter 8, pp. 136–141), played in the book's five steps.

1. *Camp Actions* (pp. 137–139): each adventurer takes one (``act``); Train takes the teacher's
   too. Rest and Recover is the only way to burn Bonds against an affliction, here.
2. *Break bread* (p. 140): a ration each or Stressed; missing two meals in a row is starving,
   which skips steps 4 and 5. Hunted game needs cooking gear, or salt to keep. Each animal
   companion eats one animal feed, or goes hungry (``worm.engine.companions``).
3. *No rest for the wicked* (p. 140): the night's Meatgrinder draw (two with a Patrol, keeping
   the quieter). Trouble finds a guard by the minor discard's suit, who tests Cups; a failure
   catches the guild asleep. A fight breaks the camp, and the Camp goes on at step 4 after it.
4. *Recovery* (p. 141): charged Bonds burned (``burn``), Stressed first and Injured before a
   talent; Staggered clears if not Stressed; lore bids refill.
5. *The end* (p. 141): two of bedroll, tent and fire or wake Stressed; afflictions move on.

A Camp is a watch (p. 90). Each step is a ``camp`` event; each action a ``camp_action`` event;
each Bond charged or burned a ``bond`` event (CONTRACTS §3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from worm import grammar
from worm.content import stocking
from worm.engine import (
    camp_actions,
    campsite,
    companions,
    crawl,
    fortune,
    kit,
    meet,
    pacts,
    recovery,
    restocking,
    sneak,
    spikes,
    wounds,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.bonding import charge
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import bonds as bond_policy
from worm.model.adventurer import Adventurer
from worm.model.camp import CampState
from worm.model.crawl import Followup
from worm.model.fate import FateTest
from worm.rules import camp as rules
from worm.rules import fate as fate_rules
from worm.rules import meatgrinder

act = camp_actions.act
burn = recovery.burn
end = recovery.end


def make_camp(game: Table, command: cmd.Camp) -> None:
    """Make camp where the guild stands (p. 136): the Camp begins with its Camp Actions."""
    game.require_crawl()
    sneak.all_back(game)
    game.set_phase("camp", "the guild makes camp")
    game.camp = CampState()
    campsite.step(game, 1)
    game.ruling(
        "p. 136",
        "each adventurer takes one Camp Action; who takes none rests; then the camp goes on",
    )


def after_test(game: Table, kind: str, test: FateTest) -> None:
    """A Camp test stands: the hunt's game, the scout's news, or the guard's alarm."""
    if game.camp is None:
        return
    outcome = test.outcome
    won = outcome in (fate_rules.Outcome.SUCCESS, fate_rules.Outcome.GREAT_SUCCESS)
    if kind == "hunt":
        camp_actions.hunted(game, outcome)
    elif kind == "scout":
        camp_actions.scouted(game, outcome)
    elif kind == "guard":
        _alarm(game, won)
    elif kind == "live_food":
        pacts.foraged(game, test.who, won)


def _alarm(game: Table, won: bool) -> None:
    """The guard's Cups test (p. 140): the alarm in time, or the guild caught asleep."""
    camp = campsite.current(game)
    entry = next(e for e in restocking.entries(game.level, game.state) if e["id"] == camp.night)
    if won:
        game.ruling("p. 140", "the alarm is raised in time: the guild is up and armed")
    else:
        game.ruling(
            "p. 140",
            "the guard nods off: the guild is caught asleep, unarmoured, weapons out of reach",
        )
        game.camp = replace(camp, surprised=True)
    meet.from_meatgrinder(game, entry, told=False)  # _on_guard told of them


def camp_on(game: Table, command: cmd.CampOn) -> None:
    """On to the next step: after the Camp Actions the meal and the night; after recovery the
    morning (p. 136)."""
    camp = campsite.current(game)  # a waiting test refuses this first (``session.Game.execute``)
    if camp.step == 1:
        for a in game.guild.in_marching_order():
            if a.active and not camp.actions_of(a.id):
                camp_actions.rest(game, a, cmd.CampAct(who=a.id, action="rest_and_recover"))
        if game.phase != "camp":
            return
        break_bread(game)
        night(game)
        return
    if camp.step == 4:
        recovery.morning(game)
        return
    raise IllegalCommand("the night is not over yet")


def break_bread(game: Table) -> None:
    """Step 2 (p. 140): a ration each or Stressed; a second missed meal is starving."""
    campsite.step(game, 2)
    camp = campsite.current(game)
    raw = _prepare_game(game, camp.game)
    missed: set[str] = set()
    hungry: set[str] = set()  # found no live food: treated as starving (p. 83)
    for a in game.guild.in_marching_order():
        if not a.active:
            continue
        live = pacts.live_food(camp, a)
        if live is not None:  # Devour the living (p. 83): vermin, or nothing
            if not live:
                hungry.add(a.id)
            continue
        if raw > 0 and a.pact("devour_the_living") is None:
            raw -= 1
            game.log.emit(
                ev.Item, who=a.name, item="Raw game", change="used", count=1, cause="camp meal"
            )
            continue
        feast = bond_policy.feasts(a)
        before = kit.count(a, "ration")
        scraps = kit.count(a, "scraps")  # eaten when no ration is left (p. 312)
        wounds.eat(game, a, max(2 if feast else 1, pacts.meal(game, a)), cause="camp meal")
        after = game.guild.adventurer(a.id)
        pacts.fed(game, a.id, before - kit.count(after, "ration"))
        if kit.count(after, "ration") == before and kit.count(after, "scraps") == scraps:
            if not _eat_lard(game, after):
                missed.add(a.id)
        elif feast and before - kit.count(after, "ration") >= 2:
            target = next(b.target for b in after.bonds if not b.charged)
            game.ruling("p. 60", f"{a.name} eats two rations, hale and hearty: a Bond charges")
            charge(game, a.id, target)
    starving = tuple(sorted((missed & game.unfed) | hungry))
    for who in starving:
        name = game.guild.adventurer(who).name
        why = "found nothing alive to eat" if who in hungry else "has missed two meals running"
        game.ruling("p. 140", f"{name} {why}: starving, no rest tonight")
    game.unfed = frozenset(missed)
    game.camp = replace(campsite.current(game), starving=starving)
    companions.feed(game)
    campfire_talk(game)


def _eat_lard(game: Table, a: Adventurer) -> bool:
    """Lard eaten in a pinch (p. 167): it keeps off starving, not the hunger's Stress.

    Policy (rules digest §A.3): the missed ration still Stresses, but the lump of lard counts
    as a meal for the starving count, so the next missed meal starts it again from one.
    """
    after, eaten = kit.lose(a, "lard", 1)
    if not eaten:
        return False
    game.set_adventurer(after)
    game.log.emit(ev.Item, who=a.name, item="Lard", change="used", count=1, cause="camp meal")
    game.ruling("p. 167", f"{a.name} has no ration and chokes down lard: hungry, not starving")
    return True


def campfire_talk(game: Table) -> None:
    """Supper's question (p. 189) and the Bond its answer charges (``worm.gm.bonds``)."""
    found = bond_policy.answerer(game.guild)
    if found is None:
        return
    a, bond = found
    question = bond_policy.prompt(game.pack, game.streams.get("campfire"))
    other = game.guild.adventurer(bond.target).name
    game.log.emit(
        ev.Narration, text=f"Over supper: {question} {a.name} answers, with {other} listening."
    )
    game.ruling("p. 189", f"{a.name} plays their Bond with {other} to the hilt: it charges")
    charge(game, a.id, bond.target)


def _prepare_game(game: Table, raw: int) -> int:
    """Hunted game (p. 137): cooking gear makes it a meal; salt keeps what is left as rations;
    the rest spoils. Returns the portions eaten tonight."""
    if raw == 0:
        return 0
    carried = kit.carried_by(game.guild)
    cooked = raw if "cooking_gear" in carried else 0
    active = sum(1 for a in game.guild.adventurers if a.active)
    left = raw - min(cooked, active)
    if cooked == 0:
        game.ruling("p. 137", "no cooking gear: the raw game cannot be eaten tonight")
    if left > 0 and "salt" in carried:
        salter = next(a for a in game.guild.in_marching_order() if kit.count(a, "salt"))
        salter, _ = kit.lose(salter, "salt", 1)
        salter, kept = kit.gain(salter, "ration", left, game.pack)
        game.set_adventurer(salter)
        game.ruling("p. 137", f"salt cures {grammar.counted(kept, 'portion')} of game into rations")
    elif left > 0:
        game.ruling(
            "p. 137",
            f"{grammar.counted(left, 'portion')} of game {grammar.verb('spoil', left != 1)}: "
            "nobody has salt to keep them",
        )
    return min(cooked, active)


def night(game: Table) -> None:
    """Step 3 (p. 140): the night's draw — a watch — and the trouble it brings."""
    campsite.step(game, 3)
    camp = campsite.current(game)
    before = game.state.marked
    reading, entry = crawl.watch(game, "camp")
    if camp.patrol and _trouble_in(reading):
        second, other = crawl.draw(game, "camp")
        if not _trouble_in(second):
            game.ruling("p. 137", "the patrol steers the night clear of trouble")
            reading, entry = second, other
        else:
            game.ruling("p. 140", "both of the patrol's cards are trouble: the first comes")
        marked = meatgrinder.mark_off(before, reading)
        game.states[game.depth] = replace(game.state, marked=marked)
    if reading.band == "torches_gutter":
        game.ruling(
            "p. 145", f"{entry.get('name', 'the dark')}: the camp sleeps, the night passes quietly"
        )
    elif _trouble_in(reading) and spikes.turned_away(game):
        pass  # the doors are spiked shut (p. 167): the night passes after all
    elif _trouble_in(reading) and crawl.ward_holds(game):
        pass  # the camp lies inside a ward (p. 338): the night passes after all
    elif reading.band == "random_encounter" and reading.counts and not reading.respite:
        _on_guard(game, entry)
        return
    else:
        crawl.play_entry(game, reading, entry)
    if game.phase == "camp" and game.pending is None and game.choice is None:
        recovery.recovery(game)


def _trouble_in(reading: meatgrinder.Reading) -> bool:
    """A card that brings wandering creatures tonight: XVI–XX not marked off (pp. 91, 140)."""
    return reading.band == "random_encounter" and reading.counts and not reading.respite


def _on_guard(game: Table, entry: dict[str, Any]) -> None:
    """Trouble comes (p. 140): the minor discard's suit names the guard, who tests Cups."""
    card = game.read_discard("the night's guard")
    guard = rules.guard(game.guild, card)
    game.camp = replace(campsite.current(game), night=entry["id"])
    game.log.emit(ev.Narration, text=stocking.uncounted(entry["text"]))
    game.ruling("p. 140", f"{card.name} on the discard: {guard.name} has the watch, and tests Cups")
    fortune.test_each(
        game, Followup(testers=(guard.id,), attribute="cups", task="keep watch", camp="guard")
    )


def resume(game: Table) -> None:
    """Once trouble that broke into the Camp is over (a fight or parley, a choice, a test),
    the Camp goes on where it was: the Camp Actions if it came in step 1 (a great failure's
    Challenge, p. 137), recovery if it came in the night (p. 140). The loop calls it before
    and after every command while a Camp is under way."""
    camp = game.camp
    if camp is None or game.pending is not None or game.choice is not None:
        return
    if game.phase == "crawl":
        game.ruling("p. 140", "the trouble over, the guild settles again: the Camp goes on")
        game.set_phase("camp", "the Camp goes on")
        game.camp = replace(camp, surprised=False)
        if camp.step >= 3:
            recovery.recovery(game)
    elif game.phase == "camp" and camp.step == 3:
        recovery.recovery(game)
