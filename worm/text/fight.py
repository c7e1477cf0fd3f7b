"""A Challenge told in plain text: the lines for its events, and the view of the field that
``fight``/``status`` prints (and the REPL prints at each new round and each adventurer's turn).

Suits carry a glyph *and* their word, so nothing rests on a symbol or a colour alone: the
usual mapping of tarot suits onto playing cards (Swords ♠, Pentacles ♦, Cups ♥, Wands ♣),
chosen because all four glyphs are one cell wide in any terminal font.
"""

from __future__ import annotations

import re

from worm import grammar, tarot
from worm.content.animals import COMMAND_NAMES
from worm.engine import challenge as fights
from worm.engine import events as ev
from worm.engine import meet, missiles, no_rest, optional_notes, stinking_cloud
from worm.engine.actions import aloft, climbing, fighters, holds, perfect_imitation
from worm.engine.session import Game
from worm.gm import foes
from worm.model.challenge import GM, Challenge, Fighter, Group, Part
from worm.rules import initiative
from worm.text import working as labelled

GLYPH = {"swords": "♠", "pentacles": "♦", "cups": "♥", "wands": "♣"}
FOOL_GLYPH = "○"
MAJOR_GLYPH = "★"

OUT_WORDS = {
    "down": "at Death's Door",
    "dead": "dead",
    "destroyed": "destroyed",
    "fled": "fled",
    "surrendered": "surrendered",
    "spared": "beaten and spared",
    "gone": "gone",
    "stone": "turned to stone (p. 257)",
}
VERSUS = {"Banter": "Morale", "Riposte": "a blow of", "Dodge": "a blow of"}
"""What an action's ``vs`` number was (``Action`` event); Initiative unless named here."""
FOR_ALLY = ("Aid Another", "Dodge")  # actions done *for* someone rather than *on* them


# --- cards ------------------------------------------------------------------------------------


_PAGE = re.compile(r"\s*\((pp?\. [^)]*)\)")
_COMMA_PAGE = r", \1"


def card(c: tarot.Card) -> str:
    """A card with its glyph, name and value: ``♠ Seven of Swords (7)``."""
    if c.deck == "major":
        return f"{MAJOR_GLYPH} {c.name} [{c.numeral}] ({c.value})"
    glyph = FOOL_GLYPH if c.suit is None else GLYPH[c.suit]
    return f"{glyph} {c.name} ({c.value})"


def hand(cards: tuple[tarot.Card, ...]) -> str:
    return " · ".join(card(c) for c in cards) or "no cards"


# --- events -----------------------------------------------------------------------------------


def event(e: ev.Event) -> str | None:
    """A line for the Challenge's own events (``challenge_round``, ``action``), else None."""
    if isinstance(e, ev.ChallengeRound):
        return round_line(e)
    if isinstance(e, ev.Action):
        return action_line(e)
    return None


def round_line(e: ev.ChallengeRound) -> str:
    """How the GM's hand for the round was counted (p. 121)."""
    parts = [str(initiative.GM_BASE_HAND)]
    if e.enemy_types:
        kinds = "one kind" if e.enemy_types == 1 else f"{e.enemy_types} kinds"
        parts.append(f"{e.enemy_types} for {kinds} of foe")
    if e.enemies > e.adventurers:
        parts.append("1 as they outnumber the guild")
    if e.adventurers and e.enemies >= 2 * e.adventurers:
        parts.append("1 more as they are twice as many")
    if e.larger_than_human:
        parts.append(f"{e.larger_than_human} for bulk beyond a human's")
    if e.elite:
        parts.append(f"{initiative.ELITE_CARDS} for an elite")
    if e.dungeon_lord:
        parts.append(f"{initiative.LORD_CARDS} for a dungeon lord")
    if e.bats:
        parts.append(f"{e.bats} for bats called up")
    cards = f"{e.gm_cards} card{'s' * (e.gm_cards != 1)}"
    return f"— Round {e.round} — the GM holds {cards}: {' + '.join(parts)}."


def action_line(e: ev.Action) -> str:
    """One action revealed: who, on whom, the card and sum, what it had to beat, the result."""
    head = f"{e.who}: {e.action}" + (" (minor)" if e.minor else "")
    if e.target:
        head += f" {'for' if e.action in FOR_ALLY else 'on'} {e.target}"
    working = ""
    if e.card is not None:
        working = f"{e.card.name} ({e.card.value})"
        if e.extra is not None:
            working += f" with {e.extra.name}"
        if e.value is not None:
            bonus = e.value - e.card.value - e.favor - e.aimed
            if bonus:
                working += labelled.rating(e.action, bonus, aided="aided by" in e.result)
            if e.aimed:
                working += f" + aim {e.aimed}"
            if e.favor:
                working += labelled.favor(e.favor)
            if bonus or e.aimed or e.favor:
                working += f" = {e.value}"
    elif e.value is not None:
        working = str(e.value)
    if e.vs is not None:
        working += f" against {VERSUS.get(e.action, 'Initiative')} {e.vs}"
    if e.reasons:  # "(a precarious footing, p. 113; Exhaust, p. 12)": no brackets, no (p.) in ()
        working += f" ({'; '.join(_PAGE.sub(_COMMA_PAGE, reason) for reason in e.reasons)})"
    return f"{head}{' — ' + working.strip() if working.strip() else ''}: {e.result}."


def wound_line(e: ev.Wound) -> str | None:
    """A Wound to one of the GM's creatures: a point off its Defense or its Health (p. 125)."""
    if e.taken_as not in ("defense", "health"):
        return None
    how = ", piercing" if e.piercing else ""
    how += ", critical" if e.critical else ""
    _, on, pool = e.cause.rpartition(", on the ")
    where = f" on the {pool}" if on else ""  # a dungeon lord's pool (p. 251)
    return f"{grammar.agree(e.who, 'lose')} a point of {e.taken_as.title()}{where}{how}."


def hidden(e: ev.Event) -> bool:
    """Draws not to narrate: the GM's hand is its own business (p. 121), and the guild's
    hands are shown whole by the view at each round."""
    return isinstance(e, ev.Draw) and e.purpose == "challenge_hand"


# --- the view -------------------------------------------------------------------------------


def view(game: Game) -> str:
    """Where the fight stands: round and count, zones and who is in each, Initiatives,
    face-down cards, foes' Health and Defense, the guild's hands, the GM's hand size, and
    what the fight waits on."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return "No Challenge is under way."
    count = f", count {ch.count}" if ch.count else ""
    name = game.meeting.name if game.meeting else "The fight"
    lines = [f"== {grammar.capital(name)} — round {ch.round}{count} =="]
    lines.append("Zones (give the number or the name to move):")
    for zone in ch.zones:
        lines.append("  " + _zone(game, ch, zone.id))
    lines.append("The guild:")
    for group in ch.groups:
        if group.side == "guild":
            lines.extend(_adventurer(game, ch, group))
    lines.extend(_animals(game))
    for group in ch.groups:
        if group.side == "foes":
            lines.extend(_band(game, ch, group))
        elif group.side == "hazard":
            lines.append(
                f"Hazard: {group.name}, guarding {ch.zone(group.zone).name} — "
                f"Initiative {_initiative(group, own=False)}"
            )
    if ch.declared:
        minors = "; ".join(
            f"{ch.group(d.who).name}: {d.action} with {card(d.card)}"
            for d in ch.declared
            if d.card is not None
        )
        lines.append(f"Minor actions declared, face down: {minors}")
    held = len(ch.hand(GM))
    lines.append(f"The GM holds {held} card{'s' * (held != 1)}.")
    lines.append(f"Waiting on: {fights.waiting_on(game)}.")
    return "\n".join(lines)


def _animals(game: Game) -> list[str]:
    """Each living companion (p. 34): whose it is, what it knows to be Commanded (p. 118),
    how hurt it is, and whom it guards."""
    lines = []
    for c in game.guild.companions:
        if c.dead:
            continue
        owner = game.guild.adventurer(c.owner).name.split()[0]
        marks = [w for w, on in (("Staggered", c.staggered), ("Injured", c.injured)) if on]
        marks += ["at Death's Door"] if c.deaths_door else []
        marks += ["weak with hunger: will not obey"] if not c.fed else []
        if c.guarding is not None:
            marks.append(f"guarding {game.guild.adventurer(c.guarding).name.split()[0]}")
        known = ", ".join(COMMAND_NAMES[x] for x in c.commands) or "no commands"
        whose = grammar.possessive(owner)
        lines.append(f"  {c.name}, {whose} animal — knows {known}; {', '.join(marks) or 'unhurt'}")
    return lines


def _zone(game: Game, ch: Challenge, zone: int) -> str:
    z = ch.zone(zone)
    notes = [game.pack.scenery[s].name if s in game.pack.scenery else s for s in z.scenery]
    if z.back:
        notes.append("the way the guild came in")
    elif z.exit:
        notes.append("a way out")
    notes += [f"{g.name} guards it" for g in ch.groups if g.side == "hazard" and g.zone == zone]
    notes += ["caltrops strewn"] if "caltrops" in z.rules else []
    notes += ["a stinking cloud"] if stinking_cloud.CLOUD in z.rules else []
    guild = [f.name for f in ch.in_zone(zone, "guild")]
    theirs = [f.name for f in ch.in_zone(zone, "foes")]
    who = " | ".join(", ".join(side) for side in (guild, theirs) if side) or "nobody"
    near = ", ".join(str(n) for n in z.neighbours)
    extra = f" [{'; '.join(notes)}]" if notes else ""
    return f"{zone}. {z.name}{extra}, next to {near}: {who}"


def _initiative(group: Group, *, own: bool) -> str:
    """Face up for all to see, or face down (the guild knows its own cards)."""
    if group.initiative is None:
        return "not laid"
    if group.shown:
        return f"{card(group.initiative)}, face up"
    return f"{card(group.initiative)}, face down" if own else "face down"


def _adventurer(game: Game, ch: Challenge, group: Group) -> list[str]:
    fighter = ch.fighter(group.key)
    if not fighter.fighting:
        return [
            f"  {fighter.name}: {OUT_WORDS.get(fighter.out or '', fighter.out)}, out of the fight"
        ]
    a = game.guild.adventurer(fighter.key)
    head = (
        f"  {fighter.name} (zone {fighter.zone}) — Initiative "
        f"{_initiative(group, own=True)}; Resolve {a.resolve}"
    )
    head += state_words(game, ch, fighter, fighters.suffered(game, fighter))
    lines = [head]
    down = group.facedown
    if down is not None:
        what = down.action + (f" → {down.then}" if down.then else "")
        ward = f" for {ch.fighter(down.ward).name}" if down.ward else ""
        bonus = f" + {down.bonus}" if down.bonus else ""
        lines.append(f"    face down: {what}{ward}, {card(down.card)}{bonus}")
    lines.append(f"    hand: {hand(ch.hand(fighter.key))}")
    if a.inspiration is not None:  # High Chant's card, played as if from the hand (p. 79)
        lines.append(f"    inspiration: {card(a.inspiration)}")
    return lines


def band_mood(game: Game, group: Group) -> str:
    """The band's own Disposition in a fight of several bands (pp. 99, 121): "Fury (intense
    anger)"; "" with one band, whose Disposition is the meeting's, told in the parley."""
    meeting = game.meeting
    if meeting is None or not meet.several_bands(game):
        return ""
    emotion, intensity = meeting.mood_of(group.key)
    return f"{game.pack.dispositions.stance(emotion).named(intensity)} ({intensity} {emotion})"


def graceful_dodges(group: Group) -> str:
    """The Dodges a band with Supernatural Grace holds face down (p. 282), never their cards:
    "2 Dodges face down (Supernatural Grace)"."""
    n = len(group.dodges)
    return f"{n} Dodge{'s' * (n != 1)} face down (Supernatural Grace)"


def _band(game: Game, ch: Challenge, group: Group) -> list[str]:
    head = f"Foes: {group.name} — Initiative {_initiative(group, own=False)}"
    if group.facedown is not None:
        head += f"; a card face down for {group.facedown.action}"  # the kind, never the card
    if group.dodges:
        head += f"; {graceful_dodges(group)}"
    mood = band_mood(game, group)
    if mood:
        head += f"; Disposition {mood}"
    held = optional_notes.of_band(game, group.key)  # pp. 248, 251, 277, 286
    if held.notes:
        head += f"; {', '.join(optional_notes.short(held))}"
    lines = [head]
    block = (
        foes.statblock(game.pack, group.creature, common=group.common) if group.creature else None
    )
    for fighter in ch.members(group.key):
        if not fighter.fighting:
            lines.append(f"  {fighter.name}: {OUT_WORDS.get(fighter.out or '', fighter.out)}")
            continue
        # Policy: the guild sees each foe's Health and Defense as numbers. The book's worked
        # Challenge (pp. 127–133) counts them down in the open, and on a screen the numbers
        # stand in for what players at a table read from the GM's face.
        parts = "; ".join(pool_words(p, block, armor=held.defense) for p in fighter.parts)
        state = state_words(game, ch, fighter, fighters.suffered(game, fighter))
        lines.append(f"  {fighter.name} (zone {fighter.zone}): {parts}{state}")
    return lines


def pool_words(part: Part, block: foes.Statblock | None, *, armor: int = 0) -> str:
    """``Health 1/2, Defense 0/1`` for one pool (its whole, from the stat block, after /);
    ``armor``: the Defense rusted armor adds to the first pool (pp. 277, 286)."""
    whole = next((p for p in block.parts if p.id == part.id), None) if block else None
    if part.health is None:
        health = "Health ∞"
    else:
        top = max(part.health, whole.health or 0) if whole else part.health
        health = f"Health {part.health}/{top}"
    worn = armor if block is not None and whole is block.parts[0] else 0
    top_defense = max(part.defense, whole.defense + worn) if whole else part.defense
    named = f"{part.name}: " if block is not None and len(block.parts) > 1 else ""
    reach = ""
    if whole is not None and whole.hidden:
        reach = " (not in the fight: no Attack finds it, p. 270)"
    elif whole is not None and whole.rune_on is not None and block is not None and part.standing:
        carved = next((p.name for p in block.parts if p.id == whole.rune_on), whole.rune_on)
        reach = (
            f" (until it breaks, blows elsewhere glance off; melee reaches it from his "
            f"{carved}, a missile from anywhere, p. 279)"
        )
    elif whole is not None and whole.behind is not None and block is not None:
        behind = next((p.name for p in block.parts if p.id == whole.behind), whole.behind)
        reach = f" (melee reaches it once the {behind} fall, p. 279)"
    return f"{named}{health}, Defense {part.defense}/{top_defense}{reach}"


def state_words(game: Game, ch: Challenge, fighter: Fighter, effects: tuple[str, ...]) -> str:
    bits = []
    if fighter.engaged:
        foes_near = sorted(fighter.engaged)
        bits.append("engaged with " + ", ".join(ch.fighter(k).name for k in foes_near))
    named = [game.pack.effects[e].name for e in effects if e in game.pack.effects]
    if named:
        bits.append("suffers " + ", ".join(named))
    held = holds.condition(ch, fighter.key)
    if held:
        bits.append(held)
    holding = [
        ch.fighter(k).name + (" aloft" if holds.aloft_with(ch, k) else "")
        for k in holds.holding(ch, fighter.key)
    ]
    if holding:
        bits.append("holds " + " and ".join(holding))
    things = [
        f"{grammar.possessive(ch.fighter(t.owner).name)} "
        f"{grammar.item(game.pack.items[t.thing.item].name).lower()}"
        for t in ch.taken
        if t.holder == fighter.key
    ]
    if things:  # snatched (p. 262) or torn away to eat (p. 275)
        bits.append("holds " + " and ".join(things))
    if "unloaded" in fighter.effects:
        bits.append("crossbow unloaded")
    if "berserk" in fighter.effects:
        bits.append("berserk (p. 64)")
    if fighters.WEAPON_GONE in fighter.effects:
        bits.append("weapon Destroyed (p. 64)")
    if no_rest.UNARMORED in fighter.effects:
        bits.append("no armor on (caught in camp, p. 140)")
    bits.extend(aloft.words(fighter))
    if missiles.STONE in fighter.effects:
        bits.append("holds a stone to throw (p. 265)")
    bits.extend(perfect_imitation.words(ch, fighter))
    climbed = ch.climbing.get(fighter.key)
    section = None if climbed is None else climbing.on(ch, fighter.key, climbed[0])
    if climbed is not None and section is not None:
        foe = ch.fighter(climbed[0])
        name = next((p.name for p in foe.parts if p.id == section), section)
        bits.append(f"climbing {grammar.possessive(foe.name)} {name} (p. 279)")
    return "".join(f"; {b}" for b in bits)
