"""Holding an adventurer fast (``worm.rules.holds``): the grab, the bite and the slime's
engulfing (pp. 254, 258, 264, 278, 279), what the holder does with those it holds (Squeeze,
Throw Stones, Grind), how they get out, and the elemental's Engulf (p. 247).

``Challenge.held`` maps each held adventurer to its holder and the doom that holds them. The
Root the hold lays is the adventurer's own effect; the hold carries them along as the holder
moves (``harm.enter_zone``)."""

from __future__ import annotations

from worm import grammar
from worm.engine import acrobat, affliction_stages, dying, wounds
from worm.engine import events as ev
from worm.engine.actions import aegis, engagement, fighters, harm
from worm.engine.table import Table
from worm.gm import heights
from worm.gm import holds as policy
from worm.model.challenge import Challenge, Fighter, evolve
from worm.model.fate import Outcome
from worm.rules import aloft, falling, fate, holds

ESCAPE = "escape"
"""The Test Fate feat of one engulfed: a test of Swords to get out (p. 278)."""


def holding(ch: Challenge, holder: str) -> tuple[str, ...]:
    """The adventurers the foe ``holder`` holds, in the order it took them."""
    return tuple(key for key, (by, _) in ch.held.items() if by == holder)


def hold_of(ch: Challenge, key: str) -> str | None:
    """The doom holding the adventurer ``key``, or None when no one holds them."""
    found = ch.held.get(key)
    return None if found is None else found[1]


def condition(ch: Challenge, key: str) -> str | None:
    """What a player reads of the hold on ``key``: who holds them, and how."""
    found = ch.held.get(key)
    if found is None:
        return None
    holder, doom = found
    name = ch.fighter(holder).name
    if doom == holds.SWALLOW:
        won, lost = ch.gulped.get(key, (0, 0))
        return (
            f"swallowed by {name}: out of reach, testing Swords to get out "
            f"({won} of {holds.SWALLOW_TALLY} successes, {lost} of {holds.SWALLOW_TALLY} "
            "failures, p. 258)"
        )
    if doom == holds.PROTOPLASM:
        return f"engulfed by {name} (a test of Swords gets out, p. 278)"
    if doom == holds.BITE:
        return f"held in the mouth of {name} (Recover to break free)"
    if doom == holds.BONDING:
        return f"glued to the back of {name} (Recover to break free, p. 268)"
    if aloft_with(ch, key):
        return (
            f"carried aloft by {name}, {height(ch)}' over the floor: it may drop them "
            "(a Recover breaks free, but they fall too, p. 264)"
        )
    return f"held by {name} (Recover to break free)"


def aloft_with(ch: Challenge, key: str) -> bool:
    """Whether the adventurer ``key`` is carried in the air by a holder that may drop them:
    the griffin aloft with whom it grabbed (p. 264)."""
    found = ch.held.get(key)
    if found is None:
        return False
    holder = ch.fighter(found[0])
    return aloft.AIR in holder.effects and holds.drops(found[1])


def may_drop(game: Table, key: str) -> bool:
    """Whether the adventurer ``key`` is grabbed by a holder that can let them fall: one aloft
    already, or one whose rules take it into the air (Flight, p. 264)."""
    ch = game.under_way()
    found = ch.held.get(key)
    if found is None or not holds.drops(found[1]):
        return False
    holder = ch.fighter(found[0])
    if aloft.AIR in holder.effects:
        return True
    stats = fighters.band_block(game, holder.group)
    names = {d.name for d in (*stats.greater, *stats.lesser)} | {n.name for n in stats.notes}
    return bool(names & aloft.RISES.keys())


def height(ch: Challenge) -> int:
    """How far one dropped from the room's upper air falls (policy ``worm.gm.heights``)."""
    return heights.room_feet(sum(1 for z in ch.zones if not z.exit))


def stays_behind(ch: Challenge) -> str | None:
    """Why the guild cannot run while one of it is swallowed (pp. 124, 258), or None: each who
    runs spends a card on it, and the swallowed may do nothing but test Swords."""
    inside = [ch.fighter(k).name for k in ch.gulped if ch.fighter(k).fighting]
    if not inside:
        return None
    return (
        f"{' and '.join(inside)} cannot run from inside the devil, where only a test of Swords "
        "reaches (p. 258): every runner spends a card on the run (p. 124)"
    )


def room(game: Table, holder: str, doom: str) -> bool:
    """Whether ``holder`` may take one more by ``doom`` (``holds.capacity``)."""
    return len(holding(game.under_way(), holder)) < holds.capacity(doom)


def seize(game: Table, target: Fighter, holder: Fighter, doom: str, band: str) -> None:
    """A seizing Roughhouse's hit (pp. 254, 258, 264, 278, 279), or hands laid on a kelpie
    (p. 268): ``target`` is Rooted and held by ``holder``, engaged with it, and moves where it
    moves."""
    ch = game.under_way()
    grabbed = doom != holds.BONDING  # not the kelpie's hide, which one's own hands touched
    if grabbed and target.side == "guild" and aegis.turns(game, target.key, "root", cause=band):
        return  # a grab is a blow of the body, a shield can be put in its way (p. 70)
    creature = ch.group(holder.group).creature
    verb = {holds.PROTOPLASM: "engulf", holds.BONDING: "glue"}.get(doom, "seize")
    game.ruling(
        f"p. {holds.page(creature, doom)}",
        f"{doom}: {grammar.agree(band, verb)} {target.name}, who is Rooted and carried along",
    )
    harm.afflict(game, target.key, "root")
    ch = game.under_way()
    if not ch.fighter(target.key).fighting:
        return
    game.challenge = evolve(ch, held={**ch.held, target.key: (holder.key, doom)})
    if aloft.AIR in holder.effects:  # a fly-by grab: up it goes with them (p. 264)
        engagement.disengage(game, target.key)
        game.ruling(f"p. {holds.DROP_PAGE}", f"{holder.name} carries {target.name} up into the air")
        return
    engagement.engage(game, holder.key, target.key)


def release(game: Table, key: str, why: str, page: str) -> None:
    """``key`` is held no longer, and the Root the hold laid goes with it."""
    ch = game.under_way()
    if key not in ch.held:
        return
    ch = evolve(
        ch,
        held={k: v for k, v in ch.held.items() if k != key},
        gulped={k: v for k, v in ch.gulped.items() if k != key},
    )
    fighter = ch.fighter(key)
    if "root" in fighter.effects:
        ch = ch.with_fighter(evolve(fighter, effects=fighter.effects - {"root"}))
    game.challenge = ch
    game.ruling(page, f"{fighter.name} is free: {why}")


def let_go(game: Table) -> None:
    """Every hold whose holder has fallen or left, or whose held one is out, ends (the hold
    lasts only while the holder holds)."""
    ch = game.challenge
    if ch is None or not ch.held:
        return
    for key, (holder, doom) in list(ch.held.items()):
        now = game.under_way()
        held, by = now.fighter(key), now.fighter(holder)
        if not held.fighting:
            game.challenge = evolve(
                now,
                held={k: v for k, v in now.held.items() if k != key},
                gulped={k: v for k, v in now.gulped.items() if k != key},
            )
        elif not by.fighting:
            creature = now.group(by.group).creature
            why = "brings them up" if doom == holds.SWALLOW else "lets go"
            release(game, key, f"{by.name} {why} as it falls", f"p. {holds.page(creature, doom)}")


def shed(game: Table, fighter: Fighter, effect: str) -> None:
    """A Recover that sheds the Root of a grab or a bite breaks the hold (p. 119)."""
    ch = game.under_way()
    found = ch.held.get(fighter.key)
    if effect != "root" or found is None or holds.escape(found[1]) != "recover":
        return
    creature = ch.group(ch.fighter(found[0]).group).creature
    high = aloft_with(ch, fighter.key)
    release(
        game,
        fighter.key,
        f"{fighter.name} wrenches loose from {ch.fighter(found[0]).name}"
        + (", high over the floor" if high else ""),
        f"p. {holds.page(creature, found[1])}",
    )
    if high:
        fall(game, fighter.key)


def drop(game: Table, band: str) -> None:
    """The start of a holder's turn (p. 264): aloft with one it grabbed on an earlier turn, it
    lets go as a free action (policy ``worm.gm.holds``) and they fall the room's height."""
    ch = game.under_way()
    carried = [
        key
        for key, (holder, _) in ch.held.items()
        if ch.fighter(holder).group == band and aloft_with(ch, key)
    ]
    for key in carried:
        now = game.challenge
        if now is None or key not in now.held:
            return
        holder = now.fighter(now.held[key][0])
        if not policy.lets_fall(aloft_now=aloft.AIR in holder.effects, carrying=True):
            continue
        game.ruling(policy.CHOSEN, f"the GM has {holder.name} let go of its victim in the air")
        release(
            game,
            key,
            f"{grammar.agree(holder.name, 'open')} its talons over the floor, a free action",
            f"p. {holds.DROP_PAGE}",
        )
        fall(game, key)


def fall(game: Table, key: str) -> None:
    """``key`` falls from the room's upper air (pp. 96, 264): the room's height (policy
    ``worm.gm.heights``), a test of Pentacles to land well drawn at once, with no favor,
    disfavor or push (policy: in a fight nobody is asked whether to test, since a failure
    costs nothing and only a great failure, rarer than a success, breaks fragile things),
    1 Piercing Wound per full 10' counted, and an acrobat's landing (p. 74)."""
    ch = game.under_way()
    feet = height(ch)
    a = game.guild.adventurer(key)
    game.ruling(heights.PAGE, f"{a.name} falls from the room's upper air: {feet}'")
    card = game.draw_and_discard("minor", "fate")
    rating = affliction_stages.rating(game, a, "pentacles")
    test = fate.resolve("pentacles", rating, 0, card, a.id)
    counted = acrobat.landing(game, key, feet, test.outcome)
    hurt = falling.damage(counted, test.outcome)
    game.ruling(
        "p. 96",
        f"{a.name} tests Pentacles to land well ({card.name}, {test.total}: "
        f"{test.outcome.value.replace('_', ' ')}): the fall counts "
        f"{max(0, counted - falling.SHORTER.get(test.outcome, 0))}', "
        f"{grammar.counted(hurt.wounds, 'Piercing Wound')}",
    )
    for _ in range(hurt.wounds):
        if game.challenge is None or not game.challenge.fighter(key).fighting:
            break
        harm.wound_adventurer(game, key, piercing=True, cause="a fall")
    if hurt.fragile_destroyed:
        wounds.shatter(game, key)


def stuck(ch: Challenge, fighter: Fighter, effect: str) -> bool:
    """Whether ``effect`` on ``fighter`` is the slime's Root, which no Recover sheds: only a
    test of Swords gets the engulfed out (p. 278)."""
    doom = hold_of(ch, fighter.key)
    return effect == "root" and doom is not None and holds.escape(doom) == "swords"


def astray(game: Table, holder: Fighter, attacker: str) -> None:
    """An Attack that misses a holder strikes one it holds instead (pp. 254, 258, 264, 279):
    the first it took, unless that is the attacker."""
    ch = game.under_way()
    if not holder.fighting:
        return
    caught = [
        k for k in holding(ch, holder.key) if k != attacker and hold_of(ch, k) in holds.HIT_ON_MISS
    ]
    if not caught:
        return
    victim = ch.fighter(caught[0])
    creature = ch.group(holder.group).creature
    doom = hold_of(ch, victim.key) or holds.GRAB
    game.ruling(
        f"p. {holds.page(creature, doom)}",
        f"the blow misses {holder.name} and strikes {victim.name}, held fast",
    )
    harm.wound_adventurer(game, victim.key, cause=fighters.name_of(ch, attacker))


def crush(game: Table, band: str, doom: str) -> int:
    """Squeeze or Grind (pp. 254, 278, 279): everyone the band holds by the hold ``doom``
    reaches takes its Wound automatically; returns how many it reached."""
    ch = game.under_way()
    wounds_each = holds.crushing(doom)
    victims = [
        key
        for key, (holder, hold) in ch.held.items()
        if ch.fighter(holder).group == band and holds.crushes(doom, hold)
    ]
    if not victims or not wounds_each:
        return 0
    creature = ch.group(band).creature
    names = " and ".join(ch.fighter(k).name for k in victims)
    game.ruling(
        f"p. {holds.page(creature, doom)}",
        f"{doom}: {grammar.agree(ch.group(band).name, 'crush')} {names}: "
        f"{wounds_each} Wound each, automatically",
    )
    for key in victims:
        for _ in range(wounds_each):
            if game.challenge is None or not game.challenge.fighter(key).fighting:
                break
            harm.wound_adventurer(game, key, cause=ch.group(band).name)
    return len(victims)


def throw(game: Table, band: str) -> None:
    """Throw Stones (pp. 254, 279): the band's Attack hurls one it holds, who takes a Wound
    automatically and is held no longer. Nothing when it holds no one: it hurls a stone."""
    ch = game.under_way()
    thrown = next(
        (
            key
            for key, (holder, hold) in ch.held.items()
            if ch.fighter(holder).group == band and hold == holds.GRAB
        ),
        None,
    )
    if thrown is None:
        return
    creature = ch.group(band).creature
    page = f"p. {holds.page(creature, holds.THROW)}"
    name = ch.fighter(thrown).name
    release(game, thrown, f"{grammar.agree(ch.group(band).name, 'hurl')} {name} away", page)
    for _ in range(holds.THROWN_WOUNDS):
        if game.challenge is None or not game.challenge.fighter(thrown).fighting:
            return
        game.ruling(page, f"Throw Stones: {name} lands hard, a Wound automatically")
        harm.wound_adventurer(game, thrown, cause=ch.group(band).name)


def exposed(game: Table, key: str) -> None:
    """The start of an engulfed adventurer's turn (p. 278): 1 Wound, and every worn and belt
    item Notched (worn armor takes a belt slot, so the belt holds both)."""
    ch = game.under_way()
    if hold_of(ch, key) != holds.PROTOPLASM:
        return
    holder = ch.fighter(ch.held[key][0])
    name = ch.fighter(key).name
    page = f"p. {holds.page(ch.group(holder.group).creature, holds.PROTOPLASM)}"
    game.ruling(page, f"{holder.name} digests {name}: a Wound, and worn and belt things Notched")
    a = fighters.adventurer(game, key)
    items = game.pack.items
    # worn armor rides on the belt (p. 37); clothes (``Inventory.worn``) are not gear
    things = {c.uid: c for c in a.inventory.slots("belt") if c is not None}.values()  # once
    for carried in things:
        if items[carried.item].notches is not None:
            now = game.guild.adventurer(key)
            wounds.harm(game, now, carried, destroy=False, cause=f"{holder.name}'s acid")
    for _ in range(holds.EXPOSED_WOUNDS):
        if game.challenge is None or not game.challenge.fighter(key).fighting:
            return
        harm.wound_adventurer(game, key, cause=holder.name)


def escaped(game: Table, key: str, outcome: Outcome) -> None:
    """A test of Swords to get out stands: a success gets the engulfed out of the slime
    (p. 278); the swallowed one's tally goes on (``swallowed``)."""
    ch = game.challenge
    doom = None if ch is None else hold_of(ch, key)
    if ch is None or doom not in (holds.PROTOPLASM, holds.SWALLOW):
        return
    if doom == holds.SWALLOW:
        swallowed(game, key, outcome)
        return
    holder = ch.fighter(ch.held[key][0])
    page = f"p. {holds.page(ch.group(holder.group).creature, holds.PROTOPLASM)}"
    if outcome in (Outcome.SUCCESS, Outcome.GREAT_SUCCESS):
        release(game, key, f"{ch.fighter(key).name} tears out of {holder.name}", page)
    else:
        game.log.emit(ev.Narration, text=f"{holder.name} keeps {ch.fighter(key).name} inside.")


def engulf(game: Table, target: Fighter, band: str) -> None:
    """Engulf (p. 247): the elemental's Roughhouse drags the target into its element and lets
    go: Piercing damage, and no hold."""
    game.ruling(
        f"p. {holds.ENGULF_PAGE}",
        f"Engulf: {grammar.agree(band, 'drag')} {target.name} into its element: Piercing damage",
    )
    harm.wound_adventurer(game, target.key, piercing=True, cause=band)


def swallow(game: Table, band: str) -> None:
    """Swallow (p. 258): the devil gulps down one it holds in a mouth, into a pocket outside
    the world: out of everyone's reach, engaged with no one, testing Swords to get out."""
    ch = game.under_way()
    victim = next(
        (
            key
            for key, (holder, hold) in ch.held.items()
            if ch.fighter(holder).group == band and holds.swallows(holds.SWALLOW, hold)
        ),
        None,
    )
    if victim is None:
        return
    holder = ch.held[victim][0]
    creature = ch.group(band).creature
    game.ruling(
        f"p. {holds.page(creature, holds.SWALLOW)}",
        f"Swallow: {grammar.agree(ch.fighter(holder).name, 'gulp')} down "
        f"{ch.fighter(victim).name}, into a pocket outside the world: three successes on "
        "Swords and they are spat out, three failures and they are gone",
    )
    engagement.disengage(game, victim)
    ch = game.under_way()
    game.challenge = evolve(
        ch,
        held={**ch.held, victim: (holder, holds.SWALLOW)},
        gulped={**ch.gulped, victim: (0, 0)},
    )


def swallowed(game: Table, key: str, outcome: Outcome) -> None:
    """One more test of Swords by the swallowed ``key`` (p. 258): a great one counts twice;
    three successes and the devil spits them up, three failures and they are gone."""
    ch = game.under_way()
    holder = ch.fighter(ch.held[key][0])
    page = f"p. {holds.page(ch.group(holder.group).creature, holds.SWALLOW)}"
    sofar = holds.tally(ch.gulped.get(key, (0, 0)), outcome)
    game.challenge = evolve(ch, gulped={**ch.gulped, key: sofar})
    name = ch.fighter(key).name
    fate = holds.gulp(sofar)
    if fate == "out":
        release(game, key, f"{holder.name} spits {name} back up", page)
        return
    if fate is None:
        game.ruling(page, f"Swallow: {name} has {sofar[0]} successes and {sofar[1]} failures")
        return
    a = game.guild.adventurer(key)
    dying.kill(game, a, f"swallowed by {holder.name}", f"{name} drops into the stomach: gone")
    ch = game.under_way()
    game.challenge = evolve(
        ch.with_fighter(evolve(ch.fighter(key), out="dead", engaged=frozenset())),
        held={k: v for k, v in ch.held.items() if k != key},
        gulped={k: v for k, v in ch.gulped.items() if k != key},
    )
    dying.died(game, key, whole=False)
