"""What a play must beat, and the chance it does, before it is chosen (pp. 112–119).

A play against a foe (an Attack, a Roughhouse, a spell or a thrown item) must beat the foe's
Initiative. The menu shows the play's total as the engine would reckon it now — the card, the
action's attribute on one's own turn, favor and disfavor from effects, scenery and Resolve —
and the Initiative it meets: the card itself when it lies face up, else the exact chance over
the lesser dooms still unseen (``worm.rules.odds``). A guild-mate's Aid laid for the player and
the player's own Aim count, as they will when the play is made; a foe's face-down Dodge, hidden
from the player, does not. Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from worm import tarot
from worm.engine import affliction_stages
from worm.engine import challenge as fights
from worm.engine import commands as cmd
from worm.engine.actions import catalogue, declare, fighters, harm, pentacles, totals, war_cry
from worm.engine.options import PlayOption
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import pursuit
from worm.model.challenge import Challenge, Declared, Fighter
from worm.rules import dooms, effects, fate, initiative, odds, retreat, weapons
from worm.rules import pacts as pact_rules

AIDED = frozenset({"Attack", "Roughhouse", "Brandish"})  # an Aid Another laid for one adds
AGAINST_INITIATIVE = frozenset(
    {"Attack", "Roughhouse", "Speak Incantation", "Use Item", "Brandish"}
)
"""The plays whose total is set against the target's Initiative (pp. 116–119, 167)."""


@dataclass(frozen=True, slots=True)
class Reckoning:
    """A play's total, the Initiative it meets (None while face down) and its chance."""

    total: int
    defence: int | None
    chance: Fraction

    def words(self) -> str:
        """``12 vs Initiative 7: sure`` or ``12 vs face-down: 64%`` — for a menu, where a play
        against a long-named band must still fit one line at 120 columns (the face-down card
        is an Initiative: the field beside it and the line above the menu say so)."""
        against = "face-down" if self.defence is None else f"Initiative {self.defence}"
        return f"{self.total} vs {against}: {odds.percent(self.chance)}"


def reckon(
    game: Table,
    who: str,
    card: tarot.Card,
    play: PlayOption,
    *,
    minor: bool = False,
    fool: bool = False,
    resolve: bool = False,
) -> Reckoning | None:
    """The reckoning of ``play`` with ``card`` by adventurer ``who``; None for a play that
    meets no foe's Initiative (a Move, a Dodge, Banter against Morale, a potion drunk)."""
    if play.action not in AGAINST_INITIATIVE or play.target is None:
        return None
    ch = game.under_way()
    target = ch.fighter(play.target)
    if target.side != "foes":
        return None
    fighter = ch.fighter(who)
    spec = catalogue.spec(play.action)
    d = _declared(game, who, fighter, card, play, minor=minor, fool=fool, resolve=resolve)
    if d is None:
        return None
    weapon = fighters.weapon_of(game, fighter)
    striking = play.action == "Attack"
    shot = striking and weapons.missile(weapon) and play.option != "throw"
    kind = "missile" if shot or play.action == "Use Item" else "melee"
    m = totals.mods_for(game, d, fighter, target, kind=kind, harms=spec.harms, scenery=spec.scenery)
    total = totals.value(game, d, spec.suit) + m.value + _laid(ch, who, play.action, shot)
    group = ch.group(target.group)
    flail = striking and weapons.wins_ties(weapon)
    tough = fighters.block(game, target.group).tough
    if group.initiative is not None and group.shown:
        defence = group.initiative.value
        won = initiative.beats(total, defence, flail=flail, tough=tough)
        return Reckoning(total, defence, Fraction(int(won)))
    seen = [g.initiative for g in ch.groups if g.shown and g.initiative is not None]
    greater = dooms.initiative_doom(d.name for d in fighters.block(game, target.group).greater)
    highest = odds.LESSER if greater is None else dooms.HIGHEST  # Untouchable (p. 250)
    could_be = odds.unseen(game.decks.major, seen, highest=highest)
    return Reckoning(total, None, odds.chance_to_beat(total, could_be, flail=flail, tough=tough))


def _declared(
    game: Table,
    who: str,
    fighter: Fighter,
    card: tarot.Card,
    play: PlayOption,
    *,
    minor: bool,
    fool: bool,
    resolve: bool,
) -> Declared | None:
    """The play as the engine would declare it (p. 110), or None if it would refuse it."""
    command = cmd.Play(
        who=who,
        card=card.name,
        action=play.action,
        target=play.target,
        option=play.option,
        minor=minor,
        fool=fool,
        resolve=resolve,
    )
    try:
        return declare.check(game, fighter, card, command, minor=minor, fool=fool)
    except IllegalCommand:
        return None


def _laid(ch: Challenge, who: str, action: str, shot: bool) -> int:
    """What cards laid face down earlier add to the play: a guild-mate's Aid Another for
    ``who`` (p. 118), and ``who``'s own Aim on a bow's shot (p. 170)."""
    added = 0
    if action in AIDED:
        added += next(
            (
                g.facedown.card.value + g.facedown.bonus
                for g in ch.groups
                if g.facedown is not None
                and g.facedown.action == "Aid Another"
                and g.facedown.ward == who
            ),
            0,
        )
    aim = ch.group(who).facedown
    if shot and aim is not None and aim.action == "Aim":
        added += aim.card.value + aim.bonus
    return added


DEFENCES = frozenset({"Dodge", "Guard", "Riposte"})
"""Face-down answers to a blow and Guard: set against the blow a foe may deal (pp. 116–120)."""
MOVES = frozenset({"Move", "Dash", "Avoid"})
"""Plays that leave a zone or an engagement (pp. 109, 117, 120)."""


def guard(
    game: Table,
    who: str,
    card: tarot.Card,
    play: PlayOption,
    *,
    minor: bool = False,
    fool: bool = False,
    resolve: bool = False,
) -> str | None:
    """What a Defend or Move play holds off, and the chance it does (pp. 109, 116–117, 120),
    in the words a menu shows; None for any other play, or one the engine would refuse.

    A foe's blow is a lesser doom like its Initiative (p. 122), so the blow it could deal is
    counted over the same unseen cards (``worm.rules.odds``): a Dodge raises the Initiative
    it guards by its value, a Guard's card becomes the Initiative, a Riposte must beat the
    blow. An Avoid must match each engaged band's Initiative and beat each hazard's at the
    zone it goes to; a Move or Dash out of an engagement takes each engaged foe's free blow
    when their Disposition gives one, and a hazard guarding any zone it enters on the way
    (a Dash through the zone between, ``pentacles.route``) strikes."""
    if play.action not in DEFENCES | MOVES:
        return None
    ch = game.under_way()
    fighter = ch.fighter(who)
    d = _declared(game, who, fighter, card, play, minor=minor, fool=fool, resolve=resolve)
    if d is None:
        return None
    value = totals.value(game, d, catalogue.spec(play.action).suit)
    seen = [g.initiative for g in ch.groups if g.shown and g.initiative is not None]
    blows = odds.unseen(game.decks.major, seen)
    if play.action in DEFENCES:
        if play.action == "Riposte":
            return f"{value} vs a blow: {odds.percent(odds.chance_to_beat(value, blows))}"
        ward = ch.fighter(play.target) if play.target else fighter
        shield = fighters.shielded(game, ward)
        held = ch.initiative(ward.group) + value if play.action == "Dodge" else card.value
        return f"Initiative {held} vs a blow: {odds.percent(1 - _beaten(held, blows, shield))}"
    engaged = [ch.fighter(k) for k in sorted(fighter.engaged) if ch.fighter(k).fighting]
    dest = int(d.option) if d.option and d.option.isascii() and d.option.isdigit() else fighter.zone
    hazards = [g for g in ch.groups if g.side == "hazard" and g.zone == dest != fighter.zone]
    if play.action != "Avoid":
        path = [] if dest == fighter.zone else pentacles.route(ch, fighter.zone, dest)
        costs = [
            f"{g.name} strikes in {ch.zone(z).name}"
            for z in path
            for g in ch.groups
            if g.side == "hazard" and g.zone == z and g.hazard_wounds
        ]  # each zone entered on the way, as ``pentacles.move`` goes
        if engaged and harm.strikes_freely(game):
            n = len(engaged)
            costs.insert(0, f"leaves {n} engaged: {n} free blow{'s' * (n > 1)}")
        return "; ".join(costs) or "no test: sure"
    if not engaged and not hazards:
        return "no test: sure"
    total = value + totals.mods_for(game, d, fighter, None).value
    chance = Fraction(1)
    for group in [ch.group(k) for k in dict.fromkeys(f.group for f in engaged)] + hazards:
        strict = group.side == "hazard"  # slip a foe by matching it, pass a hazard by beating it
        if group.shown and group.initiative is not None:
            could_be = [group.initiative.value]
        else:
            could_be = blows
        passed = sum(total > b if strict else total >= b for b in could_be)
        chance *= Fraction(passed, len(could_be)) if could_be else 0
    return f"{total} vs {len(engaged) + len(hazards)} in the way: {odds.percent(chance)}"


def _beaten(held: int, blows: list[int], shield: bool) -> Fraction:
    """The share of the blows that could come which get past an Initiative of ``held``."""
    if not blows:
        return Fraction(0)
    return Fraction(sum(initiative.beats(b, held, shield=shield) for b in blows), len(blows))


def getaway(game: Table) -> str:
    """The odds of a retreat (p. 124) before the guild runs, reckoned as the Attack odds are:
    from the minor cards left to draw, the testers' Pentacles and their favor, each failure
    pushed (the run's default; ``run_odds`` for the other choices). One standing tests alone
    and needs 1 hit (p. 11)."""
    barred = fights.no_escape(game)
    if barred is not None:
        return f"Odds: none ({barred})."
    if pursuit.chase(fights.pursuer(game)) == "stays":
        return "Odds: sure (they will not leave their lair to give chase)."
    reckoned = run_odds(game, "both")
    if reckoned is None:
        return ""
    share, testers, cards = reckoned
    names = " and ".join(game.guild.adventurer(w).name for w in testers)
    alone = ", the only one standing," if len(testers) == 1 else ""
    wounded = f" · away with the last in line wounded {odds.percent(share['complication'])}"
    return (
        f"Odds, from the {cards} minor cards left, with {names}{alone} testing, both pushing: "
        f"clean away {odds.percent(share['clean'])}{wounded if len(testers) > 1 else ''} · "
        f"cornered {odds.percent(share['cornered'])}."
    )


def run_odds(game: Table, push: str) -> tuple[dict[str, Fraction], list[str], int] | None:
    """The chances of a clean getaway, a complication and being cornered when ``push`` says
    who pushes a failure (``none``, ``most``, ``least``, ``both``: pp. 9, 124), the testers,
    and how many minor cards they were reckoned from; None with nobody standing."""
    ready = [a for a in game.guild.adventurers if a.active]
    if not ready:
        return None
    most, least = fate.group_testers([(a.id, a.attributes["pentacles"]) for a in ready])
    testers = list(dict.fromkeys((most, least)))
    pushers = {"none": (), "most": (0,), "least": (1,), "both": (0, 1)}[push]
    if len(testers) == 1 and pushers:
        pushers = (0,)  # one standing tests once, and pushes if anyone would (p. 11)
    deck = game.decks.minor
    cards = list(deck.draw_pile)
    if len(cards) < 2 * len(testers) * 2:  # a short pile is reshuffled with its discards (p. 9)
        cards += deck.discard_pile
    each = []
    for index, who in enumerate(testers):
        a = game.guild.adventurer(who)
        favor = effects.on_actor(game.pack.effects, affliction_stages.held(game, a)).value
        rating = a.attributes["pentacles"]
        each.append(odds.tester_hits("pentacles", rating, favor, cards, push=index in pushers))
    totals = odds.group_hits(each)
    needed = fate.hits_needed(len(testers))
    share = {"clean": Fraction(0), "complication": Fraction(0), "cornered": Fraction(0)}
    for hits, p in totals.items():
        share[retreat.getaway(hits, needed)] += p
    return share, testers, len(cards)


def costs(
    game: Table,
    who: str,
    card: tarot.Card,
    play: PlayOption,
    *,
    minor: bool = False,
    fool: bool = False,
    resolve: bool = False,
) -> str:
    """What laying ``play`` spends besides its card (pp. 33, 83, 199), in a menu's words —
    ``spends 1 Resolve, 1 XP (Gramarye in training)`` — or "" when it spends nothing: a
    spell's Resolve unless a pact charges it, a Resolve spent for favor, and each talent used
    in training (1 XP) or mentored (a prepared use)."""
    ch = game.under_way()
    d = _declared(game, who, ch.fighter(who), card, play, minor=minor, fool=fool, resolve=resolve)
    if d is None:
        return ""
    a = game.guild.adventurer(who)
    spell = game.pack.spells.get(d.option or "") if d.action == "Speak Incantation" else None
    spent = int(spell is not None and pact_rules.charged(a, spell.id) is None) + int(resolve)
    spent += int(d.action == "Speak Incantation" and d.option == war_cry.OPTION)  # p. 51
    words = [f"{spent} Resolve"] if spent else []
    for talent_id in declare.talents_used(game, d, a, card):
        talent = a.talent(talent_id)
        name = game.pack.talents[talent_id].name
        if talent is not None and talent.state == "mentored":
            words.append(f"a prepared use of {name}")
        elif talent is not None and talent.state != "mastered":
            words.append(f"1 XP ({name} in training)")
    return "spends " + ", ".join(words) if words else ""
