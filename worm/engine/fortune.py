"""Tests of fate (pp. 8–11): a card drawn against an attribute, pushed or let stand, with
favor and disfavor, aid and Resolve; group tests; the oracle read from the discards (p. 182).

A test that falls short waits on the table (``Pending``) for the player to push it or let it
stand; other tests asked for meanwhile queue behind it (``waiting``). What a Crawl test decides
— a door opens, a parley moves, a fall lands — is left to the loop as a ``Decided`` follow-up,
so this module never calls up into the procedures that asked for the test.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar, tarot
from worm.content import constants
from worm.engine import (
    affliction_stages,
    bonding,
    byname,
    district_goods,
    hunter_motif,
    inspiration,
    outright,
    proud,
    wounds,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import bonds, motifs
from worm.model.adventurer import ActiveEffect, Adventurer
from worm.model.crawl import Asked, Followup, Pending
from worm.model.loop import Decided, NextWaiting, TestNext
from worm.rules import crossed_off, effects, fate, oracle, resolve

# --- the commands ------------------------------------------------------------------------------


def test(game: Table, command: cmd.TestFate) -> None:
    """Test fate (p. 8): draw a minor card, add the attribute, 14 or more succeeds."""
    tester = game.guild.adventurer(command.who)
    if not tester.active:
        raise IllegalCommand(f"{tester.name} cannot act: at Death's Door or dead (p. 31)")
    if command.obstacle is not None:
        fate.refuse_if_bound(game.bindings, command.obstacle, command.method or command.task)
    modifiers = _modifiers(game, command, tester)
    if command.inspired:
        card = inspiration.spend(game, tester.id, "instead of a draw")
    else:
        card = game.draw("minor", "fate")
    rating = affliction_stages.rating(game, tester, command.attribute)
    result = fate.resolve(command.attribute, rating, modifiers.value, card, tester.id)
    result = outright.before_draw(game, asked(command), result)  # named beforehand (p. 61)
    _stand_or_wait(game, Pending(result, asked(command), modifiers))


test.__test__ = False  # type: ignore[attr-defined]  # pytest must not collect a rule named test


def push(game: Table, command: cmd.PushFate) -> None:
    """Push fate (p. 9): a second card for a failed test; its result stands."""
    if game.pending is None:
        raise IllegalCommand("no failed test is waiting to be pushed (p. 9)")
    if command.outright is not None:
        done = outright.succeed(game, game.pending, command.outright)
        game.pending = None
        finish(game, done)
        return
    pending, game.pending = game.pending, None
    if command.inspired:
        card = inspiration.spend(game, pending.test.who, "to push fate")
    else:
        card = game.draw("minor", "push")
    finish(game, replace(pending, test=fate.push(pending.test, card)))


def accept(game: Table, command: cmd.AcceptFate) -> None:
    """Let a failed test stand (p. 9)."""
    if game.pending is None:
        raise IllegalCommand("no test is waiting to be accepted")
    let_stand(game)


def let_stand(game: Table) -> None:
    """The waiting test stands as drawn (p. 9): the player let it, or a bot."""
    assert game.pending is not None
    pending, game.pending = game.pending, None
    finish(game, pending)


def _stand_or_wait(game: Table, pending: Pending) -> None:
    if pending.test.can_push:
        game.pending = pending
        who = game.guild.adventurer(pending.test.who)
        held = who.inspiration
        inspired = f" (or with {held.name})" if held is not None else ""
        game.log.emit(
            ev.Narration,
            text=f"{who.name} falls short with {pending.test.total} of the "
            f"{constants.BOOK.success_at} needed — {_summed(pending)}: push fate{inspired}, or "
            "let the failure stand?",
        )
        return
    finish(game, pending)


def _summed(pending: Pending) -> str:
    """How a failed test's total was made, before it is pushed (play-test of session 16: the
    darkness's disfavor was told only after the push): "Knight of Cups 12 + Wands 1 − 3
    disfavor for darkness: Blind, p. 94" (its reasons unbracketed: they carry their pages)."""
    test, mods = pending.test, pending.modifiers
    cards = " + ".join(f"{c.name} {c.value}" for c in test.cards)
    said = f"{cards} + {test.attribute.title()} {test.rating}"
    if test.favor > 0:
        said += f" + {test.favor} favor for {' and '.join(mods.favor)}"
    elif test.favor < 0:
        said += f" − {-test.favor} disfavor for {' and '.join(mods.disfavor)}"
    return said


def finish(game: Table, done: Pending) -> None:
    """A test stands: its cards go to the discard, its result is logged and binds the obstacle
    (p. 10), a great failure costs its price (p. 9), and what it decides is left to the loop."""
    result, command, mods, after = done.test, done.asked, done.modifiers, done.after
    game.decks = tarot.discard_all(game.decks, result.cards)
    tester = game.guild.adventurer(result.who)
    game.log.emit(
        ev.Fate,
        who=tester.name,
        attribute=result.attribute,
        rating=result.rating,
        cards=result.cards,
        favor=result.favor,
        total=result.total,
        pushed=result.pushed,
        outcome=result.outcome.value,
        task=command.task,
        favor_reasons=mods.favor,
        disfavor_reasons=mods.disfavor,
        aided_by=game.guild.adventurer(command.aided_by).name if command.aided_by else None,
    )
    if command.obstacle is not None:
        method = command.method or command.task
        game.bindings = fate.bind(game.bindings, command.obstacle, method, result.outcome)
    # a fall and a poultice decide for themselves what a great failure costs (pp. 96, 126)
    own = after is not None and (
        after.fall is not None or after.tend is not None or after.camp is not None
    )
    if result.outcome is fate.Outcome.GREAT_FAILURE and not own:
        sharers = [tester] + ([game.guild.adventurer(command.aided_by)] if command.aided_by else [])
        for adventurer in sharers:
            great_failure(game, adventurer, command.dangerous)
    affliction_stages.tested(game, tester.id)  # a stage's price after each test (p. 98)
    won = result.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)
    bonding.charge_all(game, bonds.witnessed(game.guild, tester.id, won))
    if command.aided_by:
        bonding.charge_all(
            game, bonds.aided(game.guild, tester.id, command.aided_by, result.attribute)
        )
    game.settle()
    if after is None:
        next_waiting(game)
        return
    game.later(Decided(after, result))
    game.later(NextWaiting())  # runs once all the decision brought with it is done


def next_waiting(game: Table) -> None:
    """Tests wait their turn: one failed test is pushed or let stand before the next is drawn,
    so none is lost (fuzzing: seed 26, the Fallen gallery)."""
    if game.pending is None and game.waiting:
        after, game.waiting = game.waiting[0], game.waiting[1:]
        test_each(game, after)


# --- tests the Crawl calls for (pp. 5, 88–89) ---------------------------------------------------


def test_each(game: Table, after: Followup) -> None:
    """The next tester in ``after`` tests fate; a failure waits for push or accept (p. 9)."""
    if not after.testers:
        return
    if game.pending is not None:
        game.waiting = (*game.waiting, after)
        return
    tester = game.guild.adventurer(after.testers[0])
    if not tester.active and not (after.tend and tester.conditions.deaths_door):
        game.later(TestNext(after))
        return
    if after.obstacle is not None:
        fate.refuse_if_bound(game.bindings, after.obstacle, after.method or after.task)
    held = affliction_stages.held(game, tester)
    mods = effects.on_actor(game.pack.effects, held)
    if game.light_of(tester.id) == "dark" and "blind" not in held:
        mods = mods.with_disfavor("darkness: Blind (p. 94)")
    for reason in after.favor:
        mods = mods.with_favor(reason)
    for reason in after.disfavor:
        mods = mods.with_disfavor(reason)
    mods = proud.favor(game, tester, after.task, after.attribute, mods)
    mods = byname.favor(game, tester, after.task, after.attribute, mods)
    mods = hunter_motif.favor(game, tester, after.task, after.attribute, mods)
    kept = Asked(
        who=tester.id,
        attribute=after.attribute,
        task=after.task,
        obstacle=after.obstacle,
        method=after.method,
        dangerous=after.dangerous,
    )
    card = game.draw("minor", "fate")
    result = fate.resolve(
        after.attribute,
        affliction_stages.rating(game, tester, after.attribute),
        mods.value,
        card,
        tester.id,
    )
    result = outright.before_draw(game, kept, result)  # named beforehand (p. 61)
    _stand_or_wait(game, Pending(result, kept, mods, after))


test_each.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


def great_failure(game: Table, adventurer: Adventurer, dangerous: bool) -> None:
    """Policy (p. 9): in danger a great failure costs a Wound; otherwise Exhaust until Camp."""
    if adventurer.conditions.dead:
        return  # the dead take no more Wounds (p. 126): one who tests twice may die first
    if dangerous:
        game.ruling("p. 9", f"great failure in danger: {adventurer.name} takes a Wound")
        wounds.wound(game, adventurer, cause="great failure")
        return
    if not adventurer.has_effect("exhaust"):
        exhausted = ActiveEffect(id="exhaust", until="camp", source="great failure")
        game.set_adventurer(
            adventurer.model_copy(update={"effects": (*adventurer.effects, exhausted)})
        )
    game.ruling("p. 9", f"great failure: {adventurer.name} is Exhausted until the next Camp")
    game.log.emit(ev.Condition, who=adventurer.name, change="Exhaust", cause="great failure")


# --- group tests (p. 11) -----------------------------------------------------------------------


def group_test(game: Table, command: cmd.GroupTest) -> None:
    """A group test (p. 11): two testers, their hits summed into the guild's result."""
    method = command.method or command.task
    if command.obstacle is not None:
        fate.refuse_if_bound(game.bindings, command.obstacle, method)
    ready = [a for a in game.guild.adventurers if a.active]
    pairs = [(a.id, affliction_stages.rating(game, a, command.attribute)) for a in ready]
    most, least = fate.group_testers(pairs)
    pushers = {"none": (), "most": (0,), "least": (1,), "both": (0, 1)}[command.push]
    total_hits, names = 0, []
    testers = tuple(dict.fromkeys((most, least)))  # one standing tests once, not twice (p. 11)
    if len(testers) == 1 and pushers:
        pushers = (0,)
    for index, who in enumerate((most, least)[: len(testers)]):
        adventurer = game.guild.adventurer(who)
        if not adventurer.active:
            continue  # no test from Death's Door (p. 31)
        card = game.draw("minor", "group_test")
        mods = effects.on_actor(game.pack.effects, affliction_stages.held(game, adventurer))
        for reason in command.favor:
            mods = mods.with_favor(reason)
        rating = affliction_stages.rating(game, adventurer, command.attribute)
        result = fate.resolve(command.attribute, rating, mods.value, card, who)
        single = Asked(who, command.attribute, command.task, dangerous=command.dangerous)
        result = outright.group_part(game, single, result, push=index in pushers)  # p. 61
        finish(game, Pending(result, single, mods))
        total_hits += fate.hits(result.outcome)
        names.append(adventurer.name)
    outcome = fate.group_outcome(total_hits, len(testers))
    if command.obstacle is not None:
        won = outcome is fate.GroupOutcome.SUCCESS
        bound = fate.Outcome.SUCCESS if won else fate.Outcome.FAILURE
        game.bindings = fate.bind(game.bindings, command.obstacle, method, bound)
    game.log.emit(
        ev.GroupTest,
        attribute=command.attribute,
        testers=tuple(names),
        hits=total_hits,
        outcome=outcome.value,
        task=command.task,
        needed=fate.hits_needed(len(testers)),
    )
    if not command.own_table:
        group_consequence(game, outcome, most, least, command.dangerous)


def group_consequence(
    game: Table, outcome: fate.GroupOutcome, most: str, least: str, dangerous: bool
) -> None:
    """Policy (p. 11): a tight spot costs the least qualified tester what a great failure
    would; a disaster costs both testers. The scene's own content adds its twist later."""
    if outcome is fate.GroupOutcome.TIGHT_SPOT:
        game.ruling("p. 11", "one hit only: the guild scrapes through, but at a price")
        great_failure(game, game.guild.adventurer(least), dangerous)
    elif outcome is fate.GroupOutcome.DISASTER:
        game.ruling("p. 11", "disaster for the whole guild")
        for who in dict.fromkeys((most, least)):
            great_failure(game, game.guild.adventurer(who), dangerous)


# --- the oracle (p. 182) -----------------------------------------------------------------------


def read_oracle(game: Table, command: cmd.ReadOracle) -> None:
    """Read the top of a discard pile as the oracle: who, which belt slot, which pack slot."""
    deck: tarot.DeckName = "major" if command.oracle == "pack" else "minor"
    card = game.decks.deck(deck).top_discard
    if card is None:
        game.ruling("p. 182", f"the {deck} discard pile is empty: the oracle is silent")
        return
    if command.oracle == "adventurer":
        roster = [(a.id, a.path) for a in game.guild.in_marching_order()]
        who = oracle.adventurer(card, roster)
        named = game.guild.adventurer(who).name if who else "nobody in particular"
        game.ruling("p. 182", f"{card.name} on the discard pile points at {named}")
    elif command.oracle == "belt":
        game.ruling("p. 182", f"{card.name} names belt slot {oracle.belt_slot(card) or 'none'}")
    else:
        game.ruling("p. 182", f"{card} names pack slot {oracle.pack_slot(card)}")


# --- helpers -----------------------------------------------------------------------------------


def _modifiers(game: Table, command: cmd.TestFate, tester: Adventurer) -> fate.Modifiers:
    """Favor and disfavor on a test (p. 10): effects, a fitting motif, aid, a point of Resolve."""
    modifiers = effects.on_actor(game.pack.effects, affliction_stages.held(game, tester))
    if command.motif is not None:
        if not crossed_off.motif_open(tester, command.motif):
            raise IllegalCommand(
                f"{grammar.possessive(tester.name)} motif {tester.motifs[command.motif]!r} is "
                f"crossed off until the end of their next Camp ({crossed_off.PAGE})"
            )
        motif = tester.motifs[command.motif]
        if motifs.relevant(motif, command.task, command.attribute):
            modifiers = modifiers.with_favor(f"motif: {motif}")
            game.ruling(
                "p. 24", f"{grammar.possessive(tester.name)} motif {motif!r} fits the task: favor"
            )
        else:
            game.ruling(
                "p. 24", f"{grammar.possessive(tester.name)} motif {motif!r} does not fit the task"
            )
    if command.aided_by is not None:
        helper = game.guild.adventurer(command.aided_by)
        if helper.id == tester.id or not helper.active:
            raise IllegalCommand(f"{helper.name} cannot aid {tester.name} in this test (p. 10)")
        modifiers = modifiers.with_favor(f"aided by {helper.name}")
        game.ruling("p. 10", f"{helper.name} aids {tester.name}: favor, and both share the result")
    modifiers = proud.favor(game, tester, command.task, command.attribute, modifiers)
    modifiers = byname.favor(game, tester, command.task, command.attribute, modifiers)
    modifiers = hunter_motif.favor(game, tester, command.task, command.attribute, modifiers)
    if command.spend_resolve:
        if modifiers.favor:
            # p. 10: favor does not stack, so a point of Resolve would buy nothing.
            game.ruling("p. 32", f"{tester.name} already has favor: the Resolve is kept")
        else:
            game.set_adventurer(resolve.spend(tester))
            modifiers = modifiers.with_favor("spent 1 Resolve")
    return district_goods.ward(game, tester, modifiers)  # an amulet (p. 320)


def asked(command: cmd.TestFate) -> Asked:
    """What the engine keeps of a test command while its test waits (p. 9)."""
    return Asked(
        who=command.who,
        attribute=command.attribute,
        task=command.task,
        obstacle=command.obstacle,
        method=command.method,
        dangerous=command.dangerous,
        aided_by=command.aided_by,
    )
