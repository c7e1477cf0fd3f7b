"""The Challenge phase (pp. 108–126): rounds, Initiative, the count, turns, minor actions,
interrupts, the end of the round, and the end of the fight.

A round: every adventurer still standing draws four minor cards, the GM its hand of majors
(p. 121); each adventurer lays an Initiative face down (the ``initiative`` command) and the GM
one per band of foes; then the GM counts up from I and each acts on its number (p. 113).
After each turn the guild may declare minor actions, the GM declares its own, and they are
revealed and resolved together (p. 115). A foe's action aimed at the guild waits while anyone
holding the Fool may interrupt (p. 114), and any action taken on a turn waits for one who may
go first with Quick! (p. 74). What each action does is ``worm.engine.actions``;
how the foes choose is the GM policy ``worm.gm.tactics``.

The step the Challenge waits on is ``game.challenge.step``: ``initiative`` (lay Initiatives),
``turn`` (the adventurer ``actor`` acts or passes), ``minor`` (declare minor actions or pass),
``interrupt`` (play the Fool or pass). Everything else runs on its own.
"""

from __future__ import annotations

from typing import Literal

from worm import grammar, tarot
from worm.engine import (
    allies,
    aura_of_ice,
    ending,
    errands,
    fortune,
    gm_interrupts,
    hushing,
    inspiration,
    meet,
    no_rest,
    optional_notes,
    retributive,
    scene,
    sneak,
    stinking_cloud,
    summoned,
    training,
    zone_dooms,
)
from worm.engine import antagonists as tactics
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import (
    ambusher,
    blood,
    bonding_back,
    catalogue,
    counsel,
    counter_spell,
    declare,
    harm,
    heavy_metal,
    holds,
    miscellaneous,
    quick,
    resolution,
)
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import foes, pursuit
from worm.model.challenge import GM, Challenge, Declared, Fighter, Group, Part, evolve
from worm.model.crawl import Followup
from worm.model.level import Kin
from worm.rules import fate, initiative, retreat

MAX_ROUNDS = 40  # policy: a fight still undecided after this many rounds breaks off
MIXED = "a mixed fight:"  # how the GM's ruling on a fight of several kinds begins


# --- setting the scene (pp. 109–111) -----------------------------------------------------------


def begin(game: Table, *, ambush: bool = False, ambusher: str | None = None) -> None:
    """The fight with the creatures met begins: the scene, the sides, the first round. One
    off sneaking is not there (p. 74); ``ambusher``, come out of hiding, strikes first."""
    meeting = game.meeting
    assert meeting is not None
    if game.challenge is not None:
        game.ruling("p. 109", f"{meet.they(meeting, 'join')} the fight already under way")
        _reinforced(game)
        return
    where = meeting.room if meeting.room >= 0 else game.room  # met on the way: where it stands
    sneak.none_left(game)
    zones, home, theirs, trap = scene.zones(game, where)
    groups: list[Group] = []
    people: list[Fighter] = []
    for a in game.guild.in_marching_order():
        if a.active and sneak.present(game, a.id):
            groups.append(Group(a.id, a.name, "guild"))
            people.append(Fighter(a.id, a.name, "guild", a.id, home))
    bands = [Kin(meeting.creature, meeting.count, meeting.health), *meeting.others]
    for i, kin in enumerate(bands):
        group, members = _band(game, i, kin, theirs, None if meeting.others else meeting.name)
        groups.append(group)
        people += members
    if meeting.others:
        game.ruling("p. 121", f"{MIXED} {_mixed_words(groups)}, each a band of its own")
    if trap is not None:
        groups.append(
            Group(
                f"hazard:{trap}",
                zones[1].name.removeprefix("by the ").capitalize(),
                "hazard",
                hazard_wounds=1,
                hazard_piercing=True,
                zone=1,
            )
        )
    game.fights += 1
    game.challenge = Challenge(
        tuple(zones),
        tuple(groups),
        tuple(people),
        room=meeting.room,
        serial=game.fights,
        step="alarm" if ambush else "initiative",
    )
    words = "; ".join(_zone_words(game, z.id) for z in zones)
    game.ruling("p. 109", f"the scene: {words}")
    allies.join(game)  # creatures won in a parley fight beside the guild (p. 100)
    if trap is not None:
        game.ruling(
            "p. 128",
            f"the {grammar.agree(zones[1].name.removeprefix('by the '), 'lie')} between the "
            "sides: it has an Initiative of its own, and only Avoid gets past it",
        )
    if ambush:
        _ambushed(game)  # the first round is dealt once the alarm test stands
        return
    if ambusher is not None:
        sneak.strike(game, ambusher)  # the sneaker's ambush lands before the first round
        if resolution.decided(game):
            return
    no_rest.woken(game)  # a fight in the Camp at night: as the guild was found (p. 140)
    if game.camp is not None and game.camp.surprised:
        after_alarm(game, False)  # the guard's Cups test failed: caught asleep (p. 140)
        return
    new_round(game)


def _reinforced(game: Table) -> None:
    """Kinds that joined the creatures met while their fight was under way (policy
    ``worm.gm.mixed``) come in as bands of their own, where the foes stand; they lay an
    Initiative from the next round (p. 122) and count in the GM's hand from then (p. 121)."""
    meeting = game.meeting
    assert meeting is not None
    ch = game.under_way()
    there = next((f.zone for f in ch.side("foes", fighting=False)), ch.zones[-1].id)
    groups, people = list(ch.groups), list(ch.fighters)
    for i, kin in enumerate(meeting.others, start=1):
        if any(g.key == _band_key(i) for g in groups):
            continue
        group, members = _band(game, i, kin, there)
        groups.append(group)
        people += members
    game.challenge = evolve(ch, groups=tuple(groups), fighters=tuple(people))


def _band_key(index: int) -> str:
    """The group key of the ``index``-th kind met: the first keeps the old ``foes`` (saves),
    the others are ``foes2``, ``foes3`` …"""
    return "foes" if index == 0 else f"foes{index + 1}"


def _band(
    game: Table, index: int, kin: Kin, zone: int, name: str | None = None
) -> tuple[Group, list[Fighter]]:
    """The ``index``-th kind met as a band standing in ``zone``: its group (called ``name``,
    else "three Goblins") and its fighters — ``Goblin 1``, ``Goblin 2`` … (one alone goes by the
    kind's name), each with the Health it kept from an earlier fight."""
    key = _band_key(index)
    common = _common(game, kin.creature)
    block = foes.statblock(game.pack, kin.creature, common=common)
    named = name or grammar.band(kin.count, block.name)
    parts = tuple(Part(p.id, p.name, p.health, p.defense, p.core) for p in block.parts)
    room = game.meeting.room if game.meeting is not None else -1
    parts = optional_notes.armored(game, block, parts, room, named)  # pp. 248, 251, 277, 286
    members = []
    for n in range(kin.count):
        one = block.name if kin.count == 1 else f"{grammar.singular(block.name)} {n + 1}"
        kept = _scarred(parts, kin.health[n] if n < len(kin.health) else -1)
        members.append(Fighter(f"{key}.{n + 1}", one, "foes", key, zone, parts=kept))
    return Group(key, named, "foes", creature=block.id, common=common), members


def _mixed_words(groups: list[Group]) -> str:
    names = [g.name for g in groups if g.side == "foes"]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _scarred(parts: tuple[Part, ...], left: int) -> tuple[Part, ...]:
    """A foe's parts with the Health it kept from an earlier fight (p. 160): its first counted
    part no higher than ``left`` (-1: unhurt)."""
    if left < 0:
        return parts
    first = next((i for i, p in enumerate(parts) if p.health is not None), None)
    if first is None:
        return parts
    old = parts[first]
    assert old.health is not None
    hurt = Part(old.id, old.name, max(1, min(old.health, left)), old.defense, old.core)
    return (*parts[:first], hurt, *parts[first + 1 :])


def _block(game: Table, band: str) -> foes.Statblock:
    """The stat block of the band ``band``, asked afresh (``foes.statblock`` memoises)."""
    group = game.under_way().group(band)
    return foes.statblock(game.pack, group.creature or "", common=group.common)


def block_of(game: Table) -> foes.Statblock:
    """The stat block of the creatures met (Appendix C; policy ``worm.gm.foes``)."""
    meeting = game.meeting
    assert meeting is not None
    return foes.statblock(game.pack, meeting.creature, common=_common(game))


def _common(game: Table, creature: str | None = None) -> bool:
    """The creatures met (or those of them that are ``creature``) are ordinary copies of a
    lord its level also lists among the common monsters (Xania, p. 355), met anywhere but in
    the lord's own room."""
    meeting = game.meeting
    assert meeting is not None
    monster = game.pack.monsters.get(creature or meeting.creature)
    return bool(monster is not None and monster.common_threat and not _lord_room(game))


def _lord_room(game: Table) -> bool:
    meeting = game.meeting
    return bool(meeting and meeting.room >= 0 and game.level.stock[meeting.room].lord)


def _zone_words(game: Table, zone: int) -> str:
    z = game.under_way().zones[zone]
    names = [game.pack.scenery[s].name for s in z.scenery]
    return z.name + (f" ({', '.join(names)})" if names else "")


def _ambushed(game: Table, after: str | None = None) -> None:
    """Foes lying in wait (p. 110): the adventurer first in the marching order tests Cups to
    raise the alarm; on a failure each band gets one free action first. An ambusher may
    warn the guild instead (p. 74): one after ``after`` in the marching order, who just
    let it go."""
    warned = ambusher.warns(game, after)
    if warned is None:
        return  # an ambusher's player is asked first (``warn``)
    if warned:
        after_alarm(game, True)
        return
    first = next(
        a for a in game.guild.in_marching_order() if a.active and sneak.present(game, a.id)
    )  # one off sneaking is not there to raise it (p. 74)
    meeting = game.meeting
    assert meeting is not None, "an ambush is laid by creatures met"
    game.ruling(
        "p. 110",
        f"{meet.they(meeting, 'lie')} in wait: {first.name}, at the front, "
        "tests Cups to raise the alarm",
    )
    fortune.test_each(
        game,
        Followup(testers=(first.id,), attribute="cups", task="raise the alarm", challenge="alarm"),
    )


def warn(game: Table, command: cmd.Warn) -> None:
    """The ambusher asked at an ambush answers (p. 74): warned, the guild is not caught
    out; else the next ambusher is asked, or the alarm is tested (p. 110)."""
    ch = game.challenge
    if ch is None or ch.step != "alarm" or ch.warner is None:
        raise IllegalCommand("no ambush waits on an ambusher's warning (Ambusher, p. 74)")
    asked = game.guild.adventurer(ch.warner)
    if command.who and game.guild.adventurer(command.who).id != asked.id:
        raise IllegalCommand(f"the warning waits on {asked.name}'s player, not another's")
    game.challenge = evolve(ch, warner=None)
    if command.warn:
        ambusher.warn(game, asked.id)
        after_alarm(game, True)
        return
    game.ruling("p. 74", f"{asked.name} keeps still: no hue and cry (Ambusher)")
    _ambushed(game, asked.id)


def after_alarm(game: Table, won: bool) -> None:
    """The alarm test stands (p. 110): the Challenge starts, after the foes' free actions if
    the guild was caught unawares."""
    if game.challenge is None:
        return
    if not won:
        game.ruling("p. 110", "the guild is surprised: each band of foes acts once, unopposed")
        tactics.surprise(game)
        if resolution.decided(game):
            return
    new_round(game)


def settle_up(game: Table) -> None:
    """After every command: anyone who fell outside the Challenge's own actions (a test's
    great failure, a watch) drops out, and a decided fight ends."""
    if game.challenge is None:
        return
    harm.sync(game)
    if resolution.decided(game):
        return
    if game.pending is None and game.challenge.step in ("count", "acting", "reveal"):
        advance(game)


def after_test(game: Table, kind: str, test: fate.FateTest) -> None:
    """A test of fate called in a Challenge stands: what it decides."""
    won = test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)
    if game.challenge is not None:
        harm.sync(game)
        if resolution.decided(game):
            return
    if kind == "alarm":
        after_alarm(game, won)
    elif kind == f"feat:{holds.ESCAPE}":  # out of a slime or the devil's gullet (pp. 258, 278)
        holds.escaped(game, test.who, test.outcome)
    elif kind.startswith("feat:"):
        miscellaneous.after_feat(game, kind.removeprefix("feat:"), won, test.who)


# --- rounds (pp. 112, 121) ---------------------------------------------------------------------


def new_round(game: Table) -> None:
    """Deal the round's cards, and the GM lays its Initiatives (pp. 112, 121–122)."""
    harm.sync(game)
    if resolution.decided(game):
        return
    ch = game.under_way()
    if ch.round >= MAX_ROUNDS:
        ending.finish(
            game, "stalemate", f"after {ch.round} rounds neither side can win: both break off"
        )
        return
    hands = dict(ch.hands)
    for fighter in ch.side("guild"):
        hands[fighter.key] = tuple(
            [game.draw("minor", "challenge_hand") for _ in range(initiative.PLAYER_HAND)]
        )
    game.challenge = evolve(
        ch,
        round=ch.round + 1,
        count=0,
        step="initiative",
        actor=None,
        spent=frozenset(),
        hands=hands,
    )
    _deal_gm(game)
    stinking_cloud.round_begins(game)  # p. 258: those in the cloud as the round begins
    tactics.lay_initiatives(game)
    game.log.emit(ev.Narration, text=f"Round {game.challenge.round}: lay your Initiatives.")


def hand_size(game: Table) -> tuple[int, dict[str, object]]:
    """The GM's hand this round and what it was counted from (p. 121); a cloud of bats
    still fighting brings 2 cards of its own rather than counting as a kind and an enemy
    (Call Bats, p. 282)."""
    ch = game.under_way()
    called = {g.key for g in summoned.bats(ch)}  # counted as +2 cards instead (p. 282)
    foes_left = tuple(f for f in ch.side("foes") if f.group not in called)
    hazards = [g for g in ch.groups if g.side == "hazard"]
    kinds: dict[str, list[Fighter]] = {}  # each kind still standing, and who stands of it
    for foe in foes_left:
        band = ch.group(foe.group)
        kinds.setdefault(band.creature or band.key, []).append(foe)
    blocks = [(_block(game, members[0].group), members) for members in kinds.values()]
    enemies = len(foes_left) + len(hazards)
    types = len(kinds) + len(hazards)  # +1 per type of enemy, creatures and hazards (p. 121)
    larger = sum(len(members) for block, members in blocks if block.larger)
    elite = any(block.elite for block, _ in blocks)
    lord = any(block.lord for block, _ in blocks)
    adventurers = len(ch.side("guild"))
    cards = initiative.gm_hand(
        enemy_types=types,
        enemies=enemies,
        adventurers=adventurers,
        larger=larger,
        elite=elite,
        lord=lord,
    ) + summoned.cards(ch)
    return cards, {
        "enemy_types": types,
        "enemies": enemies,
        "adventurers": adventurers,
        "larger_than_human": larger,
        "elite": elite,
        "dungeon_lord": lord,
        "bats": summoned.cards(ch),
    }


def _deal_gm(game: Table) -> None:
    cards, counted = hand_size(game)
    game.log.emit(ev.ChallengeRound, round=game.under_way().round, gm_cards=cards, **counted)
    hand = tuple(game.draw("major", "challenge_hand") for _ in range(cards))
    game.challenge = game.under_way().with_hand(GM, hand)
    if tactics.mulligan(game.challenge):
        game.ruling(
            "p. 121",
            "the GM's hand has too few lesser dooms to lay its Initiatives: "
            "it throws the hand in and draws again",
        )
        game.decks = tarot.discard_all(game.decks, hand)
        hand = tuple(game.draw("major", "challenge_hand") for _ in range(cards))
        game.challenge = game.challenge.with_hand(GM, hand)


def lay_initiative(game: Table, command: cmd.Initiative) -> None:
    """An adventurer lays a card face down as Initiative (p. 112); the Fool cannot be one."""
    ch = _challenge(game, "initiative")
    fighter = _fighter(game, command.who)
    group = ch.group(fighter.key)
    if group.initiative is not None:
        raise IllegalCommand(f"{fighter.name} has already laid an Initiative this round")
    card = _card_in_hand(ch, fighter, command.card)
    if card.is_fool:
        raise IllegalCommand(
            "the Fool cannot be laid as Initiative: it is always played with another card (p. 114)"
        )
    advised = counsel.refusal(ch, fighter.key, card, "Initiative")
    if advised:
        raise IllegalCommand(advised)
    ch = ch.with_group(evolve(group, initiative=card), hands=ch.hands_without(fighter.key, card))
    game.challenge = ch
    game.log.emit(ev.Narration, text=f"{fighter.name} lays an Initiative face down.")
    if all(ch.group(f.key).initiative is not None for f in ch.side("guild")):
        game.challenge = evolve(ch, step="count", count=1)
        game.ruling("p. 113", "every Initiative is down: the count begins at I")
        advance(game)


# --- the count (pp. 113–115) -------------------------------------------------------------------


def advance(game: Table) -> None:
    """Run the Challenge on until it waits on the guild or ends."""
    serial = game.challenge.serial if game.challenge is not None else -1
    while True:
        ch: Challenge | None = game.challenge
        if ch is None or ch.step == "over" or ch.serial != serial or game.pending is not None:
            # over (and perhaps another fight begun by the watch it took), or a failed test
            # waits to be pushed or let stand (p. 9): settle_up goes on once it stands
            return
        if ch.queue:
            declared = ch.queue[0]
            if not declared.offered and _interruptible(game, ch, declared):
                game.challenge = evolve(ch, step="interrupt", resume=ch.step)
                _offer_interrupt(game, declared)
                return
            game.challenge = evolve(ch, queue=ch.queue[1:])
            declared = gm_interrupts.turned(game, declared)  # Bad Luck Machine (p. 266)
            gm_interrupts.before(game, declared)  # Tactics: a Dodge before the blow (p. 114)
            reveal(game, declared)
            if resolution.decided(game):
                return
            continue
        if ch.step == "interrupt":
            game.challenge = evolve(ch, step=ch.resume)
            continue
        if ch.step == "acting":
            _open_window(game)
            if game.under_way().step == "minor":
                return
            continue
        if ch.step == "reveal":
            game.challenge = evolve(ch, step="count")
            continue
        if ch.step == "count":
            if not _next_turn(game):
                allies.strike(game)  # the guild's allies, once everyone has had a turn
                if resolution.decided(game):
                    return
                end_round(game)
                if game.challenge is None or game.challenge.serial != serial:
                    return
                new_round(game)
                return
            if game.challenge is None or game.challenge.step == "turn":
                return
            continue
        return


def _next_turn(game: Table) -> bool:
    """Call the next number (p. 113); false when everyone has had a turn."""
    holds.let_go(game)  # a hold ends with its holder (pp. 254, 278)
    ch = game.under_way()
    waiting = [
        g
        for g in ch.groups
        if g.side != "hazard"
        and g.initiative is not None
        and not g.acted
        and any(f.fighting for f in ch.members(g.key))
    ]
    if not waiting:
        return False
    if len(waiting) > 1:
        first = min(map(_called, waiting))
        waiting = [g for g in waiting if _called(g) == first]
    if len(waiting) > 1:  # a tie on both: only then is where they stand counted
        order = {f.key: i for i, f in enumerate(ch.fighters)}
        waiting.sort(key=lambda g: order.get(g.key, 0))  # stable: the first of equals stays
    nxt = waiting[0]
    if nxt.side == "guild" and holds.hold_of(ch, nxt.key) is not None:
        holds.exposed(game, nxt.key)  # engulfed: the slime eats at them first (p. 278)
        bonding_back.plunge(game, nxt.key)  # glued to a kelpie in water (p. 268)
        if game.challenge is None or game.challenge.serial != ch.serial:
            return True
        if resolution.decided(game):
            return True
        ch = game.under_way()
        nxt = ch.group(nxt.key)
        if not any(f.fighting for f in ch.members(nxt.key)):
            game.challenge = ch.with_group(evolve(nxt, acted=True, shown=True))
            return True
    card = nxt.initiative
    assert card is not None, f"{nxt.name} has no Initiative to count"
    value = card.value
    step = ch.step if nxt.side != "guild" else "turn" if ch.hand(nxt.key) else "count"
    ch = ch.with_group(
        evolve(nxt, acted=True, shown=True),
        count=max(ch.count, value),
        actor=nxt.key,
        spent=frozenset({nxt.key}),
        step=step,
    )
    game.challenge = ch
    aura_of_ice.turn_begins(game, nxt.key)  # p. 285: engaged with a winter wolf, Rooted
    if not retributive.turn_begins(game, nxt.key):  # p. 251: engaged with a Retributive foe
        return True  # its Wound felled them, or ended the fight
    if nxt.side == "guild":
        if step == "count":
            game.ruling(
                "p. 114",
                f"count {value}: {nxt.name} has no cards left: the turn passes, "
                "and no one takes a minor action",
            )
            return True
        game.log.emit(
            ev.Narration, text=f"Count {value}: {nxt.name} reveals {nxt.initiative} and acts."
        )
        return True
    game.log.emit(
        ev.Narration, text=f"Count {value}: {grammar.agree(nxt.name, 'reveal')} {nxt.initiative}."
    )
    declared = tactics.turn(game, nxt.key)
    if game.challenge is None or game.challenge.serial != ch.serial:
        return True  # a vigilant adventurer's strike ended the fight before the band acted
    if declared is None:
        game.ruling(
            "p. 114",
            f"{grammar.agree(nxt.name, 'hold')} back: no main action, so no minor actions follow "
            "on this count",
        )
        game.challenge = evolve(game.challenge, step="count")
        return True
    game.challenge = evolve(game.challenge, step="acting", queue=(declared,))
    return True


def _called(group: Group) -> tuple[int, bool]:
    """Where a group's turn comes in the count (p. 113): by its Initiative, adventurers first
    on a tie (then in the order they stand: ``_next_turn``)."""
    card = group.initiative
    assert card is not None, f"{group.name} has no Initiative to count"
    return card.value, group.side != "guild"


def _open_window(game: Table) -> None:
    """After a turn: "any minor actions?" (p. 115)."""
    ch = game.under_way()
    ready = [f for f in ch.side("guild") if f.key not in ch.spent and ch.hand(f.key)]
    if not ready:
        close_window(game)
        return
    game.challenge = evolve(ch, step="minor", window=True)
    names = ", ".join(f.name for f in ready)
    game.log.emit(ev.Narration, text=f"Any minor actions? ({names}; or pass)")


def close_window(game: Table) -> None:
    """Everyone has declared: the GM's minor actions join the guild's, and all are revealed
    together and resolved in a fixed order (p. 115; policy, rules digest §26)."""
    ch = game.under_way()
    mine = tactics.minors(game)
    together = sorted(
        (*ch.declared, *mine), key=lambda d: (resolution.minor_order(d.action), d.side != "guild")
    )
    game.challenge = evolve(
        game.challenge,
        step="reveal",
        window=False,
        declared=(),
        queue=(*game.under_way().queue, *together),
    )


def _interruptible(game: Table, ch: Challenge, declared: Declared) -> bool:
    """A foe's action aimed at the guild waits for anyone holding the Fool (p. 114), when it
    would land (policy ``antagonists.could_land``); any other action taken on a turn waits
    for one who could go first with Quick! (p. 74) or with a card counselled with Resolve,
    or for a counsellor who could hand one over where it could change how the action goes, in a
    player's guild (p. 78, ``counsel.advisers``). Heavy Metal Machine may brace in such a window
    too (p. 70), but opens none there: bracing adds to one's Initiative, which only an action
    aimed at one reads."""
    if not _aimed(declared):
        return quick.before(declared) and bool(
            hushing.keep(game, ch, quick.able(game, ch), quick.TALENT)
            or counsel.able(ch)
            or counsel.advisers(game, ch)
        )
    for f in ch.side("guild"):
        hand = ch.hand(f.key)
        if (
            len(hand) > 1
            and any(c.is_fool for c in hand)  # cheaper than comparing cards
            and hushing.asks(game, ch, f.key, hushing.FOOL)
        ):
            return tactics.could_land(game, declared) or bool(
                hushing.keep(game, ch, quick.able(game, ch), quick.TALENT)
            )
    # Quick!'s Pentacles interrupts (p. 74), Heavy Metal Machine's bracing (p. 70), a card
    # counselled with Resolve, or a counsellor who could hand one over now, when the blow
    # would land (p. 78; policy ``antagonists.could_land``, as for the Fool)
    # Counter-spell against a creature's spell (p. 82); none for one who said not to be asked
    # (``hushing``)
    return bool(
        hushing.keep(game, ch, quick.able(game, ch), quick.TALENT)
        or hushing.keep(game, ch, heavy_metal.able(game, ch), heavy_metal.TALENT)
        or counsel.able(ch)
        or (counsel.urgent(game, ch) and tactics.could_land(game, declared))
        or counter_spell.against(game, ch, declared)
    )


def _asked(game: Table, ch: Challenge, declared: Declared) -> dict[str, tuple[str, ...]]:
    """Who the window before ``declared`` asks, by talent (or the Fool): those a pass with
    ``hush`` asks no more (``hushing``). A card already counselled with Resolve and a spell to
    counter are not asked about again and again, so they are never hushed."""
    asked = {quick.TALENT: quick.able(game, ch)}
    if _aimed(declared):
        asked[heavy_metal.TALENT] = heavy_metal.able(game, ch)
        asked[counsel.TALENT] = counsel.urgent(game, ch)
        asked[hushing.FOOL] = tuple(
            f.key
            for f in ch.side("guild")
            if len(ch.hand(f.key)) > 1 and any(c.is_fool for c in ch.hand(f.key))
        )
    else:
        asked[counsel.TALENT] = counsel.advisers(game, ch)
    return {t: hushing.keep(game, ch, keys, t) for t, keys in asked.items() if keys}


def _aimed(declared: Declared) -> bool:
    """Whether ``declared`` is a foe's action aimed at the guild: the moment every interrupt
    answers (p. 114), where Quick! answers any action (p. 74)."""
    return declared.side == "foes" and bool(declared.targets)


def _agree(ch: Challenge, group: str, plural: str) -> str:
    """A fighting group's name and its verb: an adventurer is one, whatever the name ends in
    ("Nahiossi Three-Fingers makes ready"), a band by its name ("Dire Rats make ready")."""
    band = ch.group(group)
    return grammar.agree(band.name, plural, single=band.side == "guild" and band.creature is None)


READY_TO = {
    "Speak Incantation": "speak an incantation at",
    "Banter": "banter with",
    "Aim": "aim at",
}
"""An action a foe makes ready, as words before its targets where its name alone will not do
(play-test g11: "makes ready to speak incantation Warwick")."""


def _offer_interrupt(game: Table, declared: Declared) -> None:
    ch = game.under_way()
    if not _aimed(declared):
        at = ", ".join(ch.fighter(t).name for t, _ in declared.targets)
        doing = f"{declared.action.lower()} {at}".rstrip()
        ways = [
            f"{names} may go first with {how}"
            for names, how in (
                (_names(ch, quick.able(game, ch)), "a Pentacles card (Quick!, p. 74)"),
                (_names(ch, counsel.able(ch)), "the counselled card (Counsel, p. 78)"),
                (
                    _names(ch, heavy_metal.able(game, ch)),
                    "a brace in iron (Heavy Metal Machine, p. 70)",
                ),
            )
            if names
        ]
        if advisers := counsel.advisers(game, ch):
            ways.append(
                f"{_names(ch, advisers)} may counsel a guild-mate to act at once for 1 Resolve "
                "(Counsel, p. 78)"
            )
        game.log.emit(
            ev.Narration,
            text=f"{_agree(ch, declared.who, 'make')} ready to {doing}: "
            f"{'; '.join(ways)}, or pass.",
        )
        return
    names = ", ".join(ch.fighter(t).name for t, _ in declared.targets)
    doing = READY_TO.get(declared.action, declared.action.lower())
    spell = game.pack.spells.get(declared.option or "")
    if declared.action == "Speak Incantation" and spell is not None:
        doing = f"cast {spell.name} at"  # "cast Withering at"
    if declared.action == zone_dooms.DOOM:
        doing = f"play {declared.doom} on"
    game.log.emit(
        ev.Narration,
        text=f"{_agree(ch, declared.who, 'make')} ready to "
        f"{doing} {names}: play the Fool to interrupt"
        + (", or a Pentacles card (Quick!, p. 74)" if quick.able(game, ch) else "")
        + (", or brace in iron (Heavy Metal Machine, p. 70)" if heavy_metal.able(game, ch) else "")
        + (
            f", or {_names(ch, counsel.able(ch))} may play the counselled card (Counsel, p. 78)"
            if counsel.able(ch)
            else ""
        )
        + (
            f", or {_names(ch, counsel.urgent(game, ch))} may counsel a guild-mate to act at "
            "once for 1 Resolve (Counsel, p. 78)"
            if counsel.urgent(game, ch)
            else ""
        )
        + (", or counter the spell (Counter-spell, p. 82)" if counter_spell.able(game, ch) else "")
        + ", or pass.",
    )


def _names(ch: Challenge, keys: tuple[str, ...]) -> str:
    return ", ".join(ch.fighter(k).name for k in keys)


# --- the guild's commands ------------------------------------------------------------------------


Moment = Literal["fool", "turn", "minor", "quick", "heavy", "advised", "counter"]


def moment(game: Table, command: cmd.Play) -> tuple[Fighter, tarot.Card, Moment]:
    """Who plays which card, and how — with the Fool, on their own turn, or as a minor action —
    before the action itself is looked at; the book's "No" if the card cannot be played now.
    Nothing in the game changes."""
    ch = _challenge(game, "turn", "minor", "interrupt")
    fighter = _fighter(game, command.who)
    inspired = game.guild.adventurer(fighter.key).inspiration
    card = _card_in_hand(ch, fighter, command.card, inspired)
    if card.is_fool:
        raise IllegalCommand(
            "the Fool is played with another card: name that card and add 'fool' (p. 114)"
        )
    if command.fool:
        if tarot.FOOL not in ch.hand(fighter.key):
            raise IllegalCommand(f"{fighter.name} does not hold the Fool")
        return fighter, card, "fool"
    if ch.step == "interrupt":
        return fighter, card, _interrupting(game, ch, fighter, card, command)
    if ch.step == "turn":
        if command.minor or fighter.key != ch.actor:
            who = ch.group(ch.actor or "").name
            raise IllegalCommand(
                f"it is {grammar.possessive(who)} turn: others wait for the minor actions after it"
            )
        return fighter, card, "turn"
    if not command.minor:
        raise IllegalCommand("between turns only minor actions can be played (add 'minor')")
    if fighter.key in ch.spent:
        raise IllegalCommand(f"{fighter.name} has already spent a card on this count (p. 113)")
    return fighter, card, "minor"


def _interrupting(
    game: Table, ch: Challenge, fighter: Fighter, card: tarot.Card, command: cmd.Play
) -> Moment:
    """How ``fighter`` plays ``card`` in an interrupt window (p. 114), or the book's "No".
    Before an action not aimed at the guild only Quick! (p. 74), a card counselled with
    Resolve (p. 78) and a brace in iron (against a single action, p. 70) go first."""
    if quick.ready(game, fighter, card) and fighter.key in quick.able(game, ch):
        return "quick"
    if counsel.interrupting(ch, fighter.key, card) and fighter.key in counsel.able(ch):
        return "advised"
    bracing = heavy_metal.ready(game, fighter)
    if bracing and command.action == heavy_metal.ACTION:
        return "heavy"
    if ch.queue and not _aimed(ch.queue[0]):
        if bracing:
            return "heavy"  # any card braces, against a single action (p. 70)
        raise IllegalCommand(
            "only Quick! (a Pentacles card, p. 74), a card counselled with Resolve (p. 78) "
            "or a brace in iron (Heavy Metal Machine, p. 70) goes before "
            f"{grammar.possessive(ch.group(ch.queue[0].who).name)} {ch.queue[0].action}; "
            "or pass"
        )
    if counter_spell.ready(game, fighter):  # a spell waits (p. 82)
        return "counter"
    if bracing:
        return "heavy"
    raise IllegalCommand(
        "only the Fool can interrupt (or a Pentacles card, with Quick!, p. 74; a brace "
        "in iron, with Heavy Metal Machine, p. 70; a counter to a spell, with "
        "Counter-spell, p. 82; a card counselled with Resolve, p. 78): play it with a card, "
        "or pass"
    )


def play(game: Table, command: cmd.Play) -> None:
    """An adventurer plays a card as a Challenge Action (pp. 113–120); a counselled card's
    advice goes with it (p. 78)."""
    fighter, card, how = moment(game, command)
    if card not in game.under_way().hand(fighter.key):  # the inspiration card (p. 79)
        inspiration.spend(game, fighter.key, "as a Challenge action")
        ch = game.under_way()
        game.challenge = ch.with_hand(fighter.key, (*ch.hand(fighter.key), card))
    _play(game, fighter, card, how, command)
    if game.challenge is not None:
        game.challenge = counsel.forget(game.challenge, fighter.key, card)


def _play(game: Table, fighter: Fighter, card: tarot.Card, how: Moment, command: cmd.Play) -> None:
    if how == "advised":
        _advised(game, fighter, card, command)
        return
    if how == "fool":
        _fool(game, fighter, card, command)
        return
    if how == "quick":
        _quick(game, fighter, card, command)
        return
    if how == "heavy":
        _heavy(game, fighter, card, command)
        return
    if how == "counter":
        _counter(game, fighter, card, command)
        return
    if how == "turn":
        declared = declare.declare(game, fighter, card, command, minor=False)
        ch = game.under_way()
        hands = ch.hands_without(fighter.key, card)
        game.challenge = evolve(ch, hands=hands, step="acting", queue=(declared,))
        advance(game)
        return
    declared = declare.declare(game, fighter, card, command, minor=True)
    ch = game.under_way()
    ch = evolve(
        ch,
        hands=ch.hands_without(fighter.key, card),
        spent=ch.spent | {fighter.key},
        declared=(*ch.declared, declared),
    )
    game.challenge = ch
    game.log.emit(ev.Narration, text=f"{fighter.name} declares a minor action, card face down.")
    ready = [f for f in ch.side("guild") if f.key not in ch.spent and ch.hand(f.key)]
    if not ready:
        close_window(game)
        advance(game)


def reveal(game: Table, d: Declared) -> None:
    """Reveal a declared action and play it out: the guild's (``actions``) or the GM's
    (``antagonists``), whose cards then go to the discard (p. 114). A test of fate the action
    calls for (a poultice, a daring feat) decides before the next card is revealed: a dying
    adventurer saved by a poultice is standing again when the foes act (fuzzing: seed 51105)."""
    queued = len(game.followups)
    if d.side == "guild":
        mark = len(game.log.events)
        resolution.resolve(game, d)
        if d.action != heavy_metal.ACTION:
            heavy_metal.unbrace(game)  # a brace before a guild-mate's action ends with it (p. 70)
        gm_interrupts.after(game, d, mark)  # May Failure Be Your Noose (p. 269)
    else:
        if any(f.fighting for f in game.under_way().members(d.who)):
            tactics.play(game, d)
        resolution.spend(game, d)
        heavy_metal.unbrace(game)  # braced against a single action (p. 70)
    if len(game.followups) > queued:
        game.follow_up_from(queued)


def _fool(game: Table, fighter: Fighter, card: tarot.Card, command: cmd.Play) -> None:
    """The Fool and a card: an extra turn that interrupts and goes first (p. 114)."""
    declared = declare.declare(game, fighter, card, command, minor=False, fool=True)
    ch = game.under_way().without_card(fighter.key, card).without_card(fighter.key, tarot.FOOL)
    game.challenge = ch
    game.ruling("p. 114", f"{fighter.name} plays the Fool: an extra turn, and it goes first")
    _interrupted(game, declared)


def _quick(game: Table, fighter: Fighter, card: tarot.Card, command: cmd.Play) -> None:
    """Quick! (p. 74): a Pentacles action played as an interrupt, at face value, that goes
    before the action waiting (p. 114)."""
    spec = catalogue.spec(command.action)
    if spec.suit != quick.SUIT:
        raise IllegalCommand(
            f"Quick! makes only Pentacles actions interrupts (p. 74), not {spec.name}"
        )
    declared = declare.declare(game, fighter, card, command, minor=True)
    training.use(game, fighter.key, quick.TALENT)
    game.challenge = game.under_way().without_card(fighter.key, card)
    game.ruling("p. 74", f"{fighter.name} is quicker: {spec.name} as an interrupt (Quick!)")
    _interrupted(game, declared)


def _advised(game: Table, fighter: Fighter, card: tarot.Card, command: cmd.Play) -> None:
    """A counselled card played as an interrupt, the counsellor having spent 1 Resolve
    (Counsel, p. 78): a minor action that goes before the foe's action waiting."""
    declared = declare.declare(game, fighter, card, command, minor=True)
    game.challenge = game.under_way().without_card(fighter.key, card)
    game.ruling("p. 78", f"{fighter.name} takes the advice at once: {command.action} (Counsel)")
    _interrupted(game, declared)


def counsel_mate(game: Table, command: cmd.Counsel) -> None:
    """Counsel (p. 78): advice yelled and a card handed over, at any moment of the fight."""
    _challenge(game, "initiative", "turn", "minor", "interrupt", "count", "acting", "reveal")
    counsel.give(game, command)


def _heavy(game: Table, fighter: Fighter, card: tarot.Card, command: cmd.Play) -> None:
    """Heavy Metal Machine (p. 70): any card, discarded, braces the adventurer against the
    foe's action waiting — their Swords added to their Initiative against it."""
    if command.action != heavy_metal.ACTION:
        raise IllegalCommand(
            f"only the Fool can interrupt with {command.action}; {fighter.name} may brace in "
            "iron (Heavy Metal Machine, p. 70), or pass"
        )
    declared = declare.declare(game, fighter, card, command, minor=True)
    game.challenge = game.under_way().without_card(fighter.key, card)
    _interrupted(game, declared)


def _counter(game: Table, fighter: Fighter, card: tarot.Card, command: cmd.Play) -> None:
    """Counter-spell (p. 82): any card, with 1 Resolve, as a Speak Incantation that goes
    before the creature's spell waiting and makes it fizzle."""
    declared = declare.declare(game, fighter, card, command, minor=True)
    game.challenge = game.under_way().without_card(fighter.key, card)
    game.ruling("p. 82", f"{fighter.name} speaks against the spell: Counter-spell")
    _interrupted(game, declared)


def _interrupted(game: Table, declared: Declared) -> None:
    """An interrupt played (the Fool's extra turn, Quick!): it resolves, then the foe's
    action it went before goes on, already offered to the guild (p. 114)."""
    reveal(game, declared)
    if resolution.decided(game):
        return
    ch = game.under_way()
    if ch.step == "interrupt" and ch.queue:
        game.challenge = evolve(
            ch, step=ch.resume, queue=(evolve(ch.queue[0], offered=True), *ch.queue[1:])
        )
        advance(game)


def calm(game: Table, command: cmd.Calm) -> None:
    """A berserker ends the rage early for 1 Resolve (p. 64), at any moment of the fight."""
    _challenge(game, "initiative", "turn", "minor", "interrupt", "count", "acting", "reveal")
    blood.calm(game, _fighter(game, command.who).key)


def negate(game: Table, command: cmd.Negate) -> None:
    """Counter-spell's second use (p. 82): 1 Resolve ends a spell in play, at any moment of
    the fight, no card and no turn spent."""
    _challenge(game, "initiative", "turn", "minor", "interrupt", "count", "acting", "reveal")
    counter_spell.negate(game, _fighter(game, command.who).key, command.whom)


def pass_turn(game: Table, command: cmd.Pass) -> None:
    """Skip the turn (no minor actions follow, p. 114), close the minor-action window, or let
    a foe's action land without an interrupt."""
    ch = game.challenge
    if ch is not None and ch.step == "alarm" and ch.warner is not None:
        warn(game, cmd.Warn(who=ch.warner, warn=False))  # no hue and cry (p. 74)
        return
    ch = _challenge(game, "turn", "minor", "interrupt", "initiative")
    if ch.step == "initiative":
        raise IllegalCommand("every adventurer must lay an Initiative first (p. 112)")
    if command.hush and ch.step != "interrupt":
        raise IllegalCommand(
            "'pass quiet' and 'pass never' answer an interrupt window; this is no interrupt"
        )
    if ch.step == "turn":
        game.ruling(
            "p. 114",
            f"{ch.group(ch.actor or '').name} passes the turn without a main action, so no "
            "minor actions follow it on this count",
        )
        game.challenge = evolve(ch, step="count")
    elif ch.step == "minor":
        close_window(game)
    else:
        if command.hush:
            hushing.hush(game, _asked(game, ch, ch.queue[0]), command.hush)
            ch = game.under_way()
        game.challenge = evolve(
            ch, step=ch.resume, queue=(evolve(ch.queue[0], offered=True), *ch.queue[1:])
        )
    advance(game)


def run(game: Table, command: cmd.Retreat) -> None:
    """Retreat (p. 124): each adventurer spends a card on it, then the guild tests Pentacles
    together: 2 hits, a clean getaway; 1, away at a price; 0, cornered. Policy (p. 11): with
    one adventurer standing, they alone test, once, and 1 hit gets them clean away."""
    if game.phase != "challenge" or game.challenge is None:
        raise IllegalCommand("there is no Challenge under way")
    ch = game.under_way()
    if ch.step != "initiative":
        raise IllegalCommand(
            "the guild can run only at the start of a round, while Initiatives are laid "
            f"(p. 124); now: {waiting_on(game)}"
        )
    if ch.retreated:
        raise IllegalCommand("the guild is cornered: there is no way out this round (p. 124)")
    barred = no_escape(game) or holds.stays_behind(ch)
    if barred is not None:
        raise IllegalCommand(barred)
    for fighter in ch.side("guild"):
        hand = game.under_way().hand(fighter.key)
        if hand:
            spent = min((c for c in hand if not c.is_fool), default=hand[0], key=lambda c: c.value)
            game.challenge = game.under_way().without_card(fighter.key, spent)
            game.decks = game.discard(spent)
            game.log.emit(ev.Narration, text=f"{fighter.name} spends {spent.name} on the run.")
    if pursuit.chase(pursuer(game)) == "stays":
        meeting = game.meeting
        assert meeting is not None, "the guild runs from creatures met"
        game.ruling(
            "p. 124",
            f"{meeting.name} will not leave their lair to give chase: the guild simply goes",
        )
        ending.finish(game, "retreat", "the guild gets away")
        return
    game.ruling("p. 124", f"the guild runs: each spends a card, and {_pushing(game, command)}")
    fortune.group_test(
        game,
        cmd.GroupTest(
            attribute="pentacles",
            task="retreat",
            push=command.push,
            dangerous=True,
            own_table=True,
        ),
    )
    how = retreat.getaway(*_last_hits(game))
    if how == "clean":
        ending.finish(game, "retreat", "a clean getaway")
    elif how == "complication":
        last = [f for f in game.under_way().side("guild")][-1]
        game.ruling(
            "p. 124",
            f"away, but the pursuers catch {last.name}, last in the marching order: one Wound",
        )
        harm.wound_adventurer(game, last.key, cause="caught in the retreat")
        if game.challenge is not None and not resolution.decided(game):
            ending.finish(game, "retreat", "the guild gets away, bloodied")
    else:
        game.ruling("p. 124", "cornered: there is no way out this round")
        game.challenge = evolve(game.challenge, retreated=True)


def no_escape(game: Table) -> str | None:
    """Why the guild cannot run from these creatures at all (p. 124), or None: a fast or
    flying creature hunts it down (policy ``worm.gm.pursuit``)."""
    meeting = game.meeting
    if meeting is None or game.challenge is None:
        return None
    block = pursuer(game)
    if pursuit.chase(block) != "hunts":
        return None
    return (
        f"there is no outrunning {meeting.name} ({pursuit.swift(block)}): "
        "it would hunt the guild down (p. 124); fight, or surrender"
    )


def pursuer(game: Table) -> foes.Statblock:
    """The stat block whose chase decides a retreat (p. 124): in a mixed fight the fastest
    band still standing (policy ``worm.gm.pursuit.fastest``)."""
    ch = game.under_way()
    standing = [
        g.key for g in ch.groups if g.side == "foes" and any(f.fighting for f in ch.members(g.key))
    ]
    return pursuit.fastest([_block(game, key) for key in standing] or [block_of(game)])


def no_quarter(game: Table) -> str | None:
    """Why the creatures met take no surrender (policy, p. 124): the mindless, those who do
    not talk, and the furious who fight to kill; None when they would take it."""
    meeting = game.meeting
    if meeting is None:
        return "there is no one here to surrender to"
    bands = ["foes"]
    if game.challenge is not None:
        ch = game.challenge
        bands = [
            g.key
            for g in ch.groups
            if g.side == "foes" and any(f.fighting for f in ch.members(g.key))
        ] or bands
    killing = False  # a band fighting to kill, each by its own Disposition (p. 121)
    for band in bands:
        emotion, intensity = meeting.mood_of(band)
        stance = game.pack.dispositions.stance(emotion)
        killing |= stance.lethal and intensity == "intense" and emotion in ("anger", "distaste")
    mindless = game.challenge is not None and any(
        _block(game, g.key).mindless for g in game.challenge.groups if g.side == "foes"
    )
    if mindless or block_of(game).mindless or not meeting.talks or killing:
        return f"{meet.they(meeting, 'take')} no prisoners: there is no surrendering to them"
    return None


def _pushing(game: Table, command: cmd.Retreat) -> str:
    """Who pushes a failed test in the run, as the players chose (pp. 9, 124), in words. Both,
    unless told otherwise: running for their lives, they hold nothing back."""
    standing = [a for a in game.guild.adventurers if a.active]
    if command.push == "both" or (len(standing) == 1 and command.push != "none"):
        testers = "the two testers push"
        if len(standing) == 1:
            testers = f"{standing[0].name}, the only one standing, tests once and pushes"
        return f"{testers} any failure (policy: running for their lives, they hold nothing back)"
    if len(standing) == 1:
        return f"{standing[0].name}, the only one standing, tests once and lets a failure stand"
    return {
        "most": "the tester with the most Pentacles will push a failure, the other will not",
        "least": "the tester with the least Pentacles will push a failure, the other will not",
        "none": "neither tester will push a failure",
    }[command.push]


def withdraw(game: Table, command: cmd.Withdraw) -> None:
    """Back away from the creatures met: from a parley (p. 100), or in a fight a retreat
    (p. 124)."""
    if game.phase == "challenge" and game.meeting is not None:
        run(game, cmd.Retreat())
        return
    meet.withdraw(game, command)


def _last_hits(game: Table) -> tuple[int, int]:
    """The last group test's hits and the hits it needed (p. 11)."""
    for event in reversed(game.log.events):
        if isinstance(event, ev.GroupTest):
            return event.hits, event.needed
    return 0, 2


def give_up(game: Table, command: cmd.Surrender) -> None:
    """Surrender (p. 124; policy): foes who talk take the guild's gold and plunder and send it
    back the way it came; the mindless and the murderous take no prisoners."""
    _challenge(game, "initiative", "turn", "minor")
    meeting = game.meeting
    assert meeting is not None, "the guild surrenders to creatures met"
    refused = no_quarter(game)
    if refused is not None:
        raise IllegalCommand(refused)
    gold = sum(a.gold for a in game.guild.adventurers)
    for a in game.guild.adventurers:
        if a.gold:
            game.set_adventurer(a.model_copy(update={"gold": 0}))
    taken = len(game.loot)
    game.loot = ()
    game.ruling(
        "p. 124",
        f"the guild surrenders: {meet.they(meeting, 'take')} {gold} gold and "
        f"{grammar.counted(taken, 'piece of plunder', 'pieces of plunder', words=True)}, and "
        f"{meet.verb(meeting, 'drive')} it back",
    )
    errands.taken_back(game, meeting.name)  # freed captives and quarries go with the plunder
    ending.finish(game, "surrender", "the guild surrendered")


# --- the end of a round and of the fight (pp. 115, 123–124) -------------------------------------


def end_round(game: Table) -> None:
    """Discard hands and Initiatives, keep face-down cards, reshuffle if the Fool was drawn
    (p. 115); the GM weighs the fight (p. 123)."""
    ch = game.under_way()
    spent: list[tarot.Card] = []
    for hand in ch.hands.values():
        spent.extend(hand)
    groups = []
    for group in ch.groups:
        if group.initiative is not None:
            spent.append(group.initiative)
        groups.append(evolve(group, initiative=None, shown=False, acted=False))
    game.decks = tarot.discard_all(game.decks, tuple(spent))
    game.challenge = evolve(
        ch, hands={}, groups=tuple(groups), step="count", actor=None, retreated=False
    )
    game.settle(round_end=True)
    tactics.assess(game)


# --- helpers ---------------------------------------------------------------------------------


def _challenge(game: Table, *steps: str) -> Challenge:
    if game.phase != "challenge" or game.challenge is None:
        raise IllegalCommand("there is no Challenge under way")
    ch = game.under_way()
    if ch.step not in steps:
        raise IllegalCommand(f"not now: {waiting_on(game)}")
    return ch


def waiting_on(game: Table) -> str:
    """What the Challenge waits for, in words."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return "no Challenge is under way"
    if ch.step == "initiative":
        left = [f.name for f in ch.side("guild") if ch.group(f.key).initiative is None]
        return f"Initiatives to lay ({', '.join(left)})"
    if ch.step == "turn":
        return f"{grammar.possessive(ch.group(ch.actor or '').name)} action (or pass)"
    if ch.step == "minor":
        return "minor actions (or pass)"
    if ch.step == "interrupt":
        return (
            "an interrupt (the Fool, or a talent's own), or pass (p. 114; 'pass quiet': ask "
            "no more this fight, 'pass never': not till 'elect WHO TALENT yes')"
        )
    if ch.step == "alarm" and ch.warner is not None:
        name = game.guild.adventurer(ch.warner).name
        return f"{grammar.possessive(name)} warning of the ambush: warn, or pass (p. 74)"
    return "the GM"


def _fighter(game: Table, who: str) -> Fighter:
    ch = game.under_way()
    adventurer = game.guild.adventurer(who)
    try:
        fighter = ch.fighter(adventurer.id)
    except KeyError:
        raise IllegalCommand(f"{adventurer.name} is not in this fight") from None
    if not fighter.fighting or not adventurer.active:
        raise IllegalCommand(f"{adventurer.name} cannot act: at Death's Door or dead (p. 31)")
    return fighter


def _card_in_hand(
    ch: Challenge, fighter: Fighter, name: str, inspired: tarot.Card | None = None
) -> tarot.Card:
    """The card named, from the hand, or the fighter's ``inspired`` card (p. 79)."""
    card = tarot.card_named(name)
    if card == inspired:
        return card
    if card not in ch.hand(fighter.key):
        held = ", ".join(c.name for c in ch.hand(fighter.key)) or "nothing"
        raise IllegalCommand(f"{fighter.name} does not hold {card.name} (holds: {held})")
    return card
