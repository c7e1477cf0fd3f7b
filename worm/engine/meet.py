"""Meeting the Underworld's denizens (pp. 87, 99–103, 119): who they are, how many, how they
feel, what they are like, and the hand-off to a parley or a Challenge.

Few creatures attack on sight (p. 87): a meeting starts with a starting Disposition, from the
scenario where the content gives one, else read off the top of the minor discard (p. 100); the
guild's Fame may then tilt it (p. 46). Every meeting carries the character's likes, dislikes,
wants and needs (p. 180, ``worm.gm.parley``) and the tongues it speaks (p. 29). The parley's
approaches are in ``worm.engine.parley``.

A fight is the Challenge (``worm.engine.challenge``), which takes the meeting with its
Disposition: the band's mood sets its tactics (``worm.gm.tactics``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from worm import grammar
from worm.content import stocking
from worm.content.personality import Character, Emotion, Intensity
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import (
    hooks,
    missing,
    optional_notes,
    read_the_past,
    restocking,
    second_sight_tells,
)
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gen.factions import Faction
from worm.gm import deeds, mixed, parley, people
from worm.gm import describe as describe_policy
from worm.gm import restock as restock_policy
from worm.model.adventurer import Adventurer
from worm.model.level import Band, Kin
from worm.model.loop import FightBegins, GoBack
from worm.model.meeting import Meeting
from worm.rules import disposition


def they(meeting: Meeting, plural: str) -> str:
    """The one met and its verb: "Gargoyles let", "Iago lets"."""
    return f"{meeting.name} {verb(meeting, plural)}"


def verb(meeting: Meeting, plural: str) -> str:
    """``plural`` as a verb for the one met: "the Gargoyles let", "Iago lets", "the
    Cockatrice lets" (one creature whose name is no plural)."""
    return "will" if plural == "will" else grammar.verb(plural, many(meeting))


def many(meeting: Meeting) -> bool:
    """Whether the one met is spoken of as many ("the Gargoyles"), not one ("Iago")."""
    group = meeting.name.lower().startswith("the ")  # "The Curators": one lord, many in name
    return (group or not meeting.single) and (meeting.count > 1 or grammar.is_plural(meeting.name))


def on_enter(game: Table, room: int) -> str | None:
    """The creatures that live in a room, met on entering it (p. 87) — or first a band met
    on the way here that the guild backed away from, still waiting (p. 160)."""
    if game.meeting is None:
        band = restocking.waiting(game, room)
        if band is not None:
            return _again(game, band)
    stock = game.level.stock[room]
    if game.meeting is None and (not stock.denizens or room in game.state.settled):
        return _beast(game, room)
    if not stock.denizens or room in game.state.settled or game.meeting is not None:
        return None
    band = game.state.band(room)
    if band is not None:
        return _again(game, band)
    kinds = list(dict.fromkeys(stock.denizens))  # a household may hold two kinds (p. 337)
    monster = game.pack.monsters[kinds[0]]
    count = stock.denizens.count(kinds[0])
    others = tuple(Kin(k, stock.denizens.count(k)) for k in kinds[1:])
    hostile = monster.aggressive or any(game.pack.monsters[k.creature].aggressive for k in others)
    start(game, monster.id, count, room, hostile, faction=stock.faction, others=others)
    return "creature"


def _again(game: Table, band: Band) -> str | None:
    """A room's band as a restock left it (p. 160): the slain stay dead; newcomers are met as
    any band; one that lived through a fight with the guild is hostile, Wounds and all
    (policy ``worm.gm.restock.grudge``); one met on the way and left short of a fight is met
    as it was left, and talks first unless it was left angry or loathing, when it attacks
    (policy ``worm.gm.restock.left_mood``, ``attacks_again``)."""
    if band.fate == "slain" or band.count < 1:
        return None
    monster = game.pack.monsters[band.creature]
    name = grammar.band(band.count, monster.name)
    stock = game.level.stock
    faction = stock[band.room].faction if 0 <= band.room < len(stock) else ""
    wheel = game.pack.dispositions
    if band.fate == "left":  # left short of a fight: met as it was, mood and all
        mood = restock_policy.left_mood(band)
        game.ruling("p. 160", restock_policy.met_again(name, mood, wheel))
        start(
            game,
            monster.id,
            band.count,
            band.room,  # a room's band the guild backed away from is met in its room
            False,
            health=band.health,
            mood=mood,
            talks_first=not restock_policy.attacks_again(mood, wheel),
            faction=faction,
            others=band.others,
        )
        return "creature"
    if not band.remembers:
        start(
            game,
            monster.id,
            band.count,
            band.room,
            monster.aggressive,
            faction=faction,
            others=band.others,
        )
        return "creature"
    mood = restock_policy.grudge_mood(wheel, band)
    game.ruling("p. 160", restock_policy.grudge(band, name, mood, wheel))
    start(
        game,
        monster.id,
        band.count,
        band.room,
        True,
        health=band.health,
        mood=mood,
        faction=faction,
        others=band.others,
    )
    return "creature"


def from_meatgrinder(game: Table, entry: dict[str, Any], *, told: bool = True) -> str:
    """A random encounter (XVI–XX): the entry's creatures, counted by the cards (p. 341), and
    told with their count (unless ``told`` is False: the night's guard saw them coming); a
    band of them the guild fought and left on this level is that band again, as it was left
    (policy ``worm.gm.restock.grudge_mood``)."""
    band = restocking.roaming(game, entry["creature"])
    if band is not None:
        _again(game, band)
        return "creature"
    monster = game.pack.monsters[entry["creature"]]
    count = headcount(game, str(entry.get("count", "1")))
    if told and entry.get("text"):
        game.log.emit(ev.Narration, text=stocking.told(entry["text"], count))
    hostile = entry.get("disposition") == "hostile"
    start(game, monster.id, count, -1, hostile, faction=str(entry.get("faction", "")))
    return "creature"


def joined(game: Table, entry: dict[str, Any]) -> bool:
    """A Meatgrinder encounter that comes while the guild is with a band (policy
    ``worm.gm.mixed``): newcomers of its faction, or who attack on sight into a fight under
    way, join it as another kind (p. 121), in the band's mood; true when they did."""
    meeting = game.meeting
    if meeting is None:
        return False
    monster = game.pack.monsters[entry["creature"]]
    faction = str(entry.get("faction", ""))
    fighting = game.challenge is not None
    hostile = entry.get("disposition") == "hostile" or monster.aggressive
    same = monster.id in (meeting.creature, *(k.creature for k in meeting.others))
    if not mixed.joins(
        met_faction=meeting.faction,
        their_faction=faction,
        character=meeting.character,
        fighting=fighting,
        hostile=hostile,
        same_kind=same,
    ):
        return False
    count = headcount(game, str(entry.get("count", "1")))
    kin = Kin(monster.id, count)
    newcomers = grammar.band(count, monster.name)
    kindred = bool(faction) and faction == meeting.faction
    game.ruling(mixed.PAGE, mixed.words(newcomers, meeting.name, kin=kindred, fighting=fighting))
    first = meeting.name.replace(" and ", ", ") if meeting.others else meeting.name
    game.meeting = replace(
        meeting, others=(*meeting.others, kin), name=f"{first} and {newcomers}", single=False
    )
    if fighting:
        game.later(FightBegins(ambush=False))  # the fight under way takes them in
    return True


def headcount(game: Table, text: str) -> int:
    """A count in the book's bracket notation (pp. 157, 341): ``[adventurers]``,
    ``[adventurers - 1]``, ``[discard]`` (the top minor discard's value) or a number.

    Policy (rules digest §12.3): an empty pile or the Fool means a fresh minor card is drawn,
    discarded and read.
    """
    active = sum(1 for a in game.guild.adventurers if a.active)
    text = text.strip("[] ")
    if text.startswith("adventurers"):
        less = int(text.split("-")[1]) if "-" in text else 0
        return max(1, active - less)
    if text == "discard":
        card = game.read_discard("count")
        game.ruling("p. 341", f"{card.name} on the discard pile: {card.value} of them")
        return max(1, card.value)
    return max(1, int(text))


def start(
    game: Table,
    creature: str,
    count: int,
    room: int,
    hostile: bool,
    *,
    health: tuple[int, ...] = (),
    mood: disposition.Mood | None = None,
    name: str | None = None,
    talks_first: bool = False,
    faction: str = "",
    others: tuple[Kin, ...] = (),
    ambush: bool | None = None,
) -> None:
    """Begin a meeting with creatures: read the starting Disposition and their personality,
    then hand over to a parley or a Challenge (pp. 87, 100, 180). ``mood``: a Disposition they
    bring with them (a band met again), hostile when negative; ``name``: what they are called,
    if not their kind's name; ``talks_first``: met in ``mood``, they talk first even when it is
    a harmful one (a band the guild left short of a fight); ``faction``: the id of the level's
    faction they belong to (p. 337), whose want and shun they carry and whose tongues they
    speak; ``others``: other kinds met with them, one mood for all (a mixed band: in a fight
    each kind is a band of its own, p. 121); ``ambush``: whether hostile creatures lie in
    wait (by default, when they are met in the guild's own room)."""
    monster = game.pack.monsters[creature]
    single = (monster.lord or name is not None) and count == 1 and not others
    name = name or grammar.band(count, monster.name)
    if others:
        name = mixed_name(game, name, others)
    card = game.read_discard("disposition")
    traits = parley.of_creature(game.pack, monster, card)
    kinds = [monster, *(game.pack.monsters[kin.creature] for kin in others)]
    # a mixed band talks through whichever of its kinds talks (the first that does)
    speaker = next((kind for kind in kinds if kind.talks), monster)
    tongues = parley.tongues(speaker)
    silent = tuple(kind.name for kind in kinds if not kind.talks) if speaker.talks else ()
    held = belongs(game, faction)
    if held is not None:
        traits = (*traits, *parley.of_faction(held))  # after its own: their numbers stay
        tongues = (held.languages or tongues) if speaker.talks else ()
        game.ruling(
            "p. 337",
            _allegiance(game, name, held, single=single, talks=speaker.talks, silent=silent),
        )
    emotion: Emotion
    intensity: Intensity = "basic"
    if mood is not None:
        emotion, intensity = mood
        hostile = not talks_first and game.pack.dispositions.valence(emotion) == "negative"
    elif hostile:
        emotion = "anger"
        game.ruling("p. 87", f"{grammar.agree(monster.name, 'attack')} on sight: no parley")
    else:
        emotion = disposition.starting(card)
        game.ruling(
            "p. 100", f"{card.name} on the minor discard: they meet the guild with {emotion}"
        )
    meeting = Meeting(
        creature,
        name,
        count,
        room,
        emotion,
        intensity,
        hostile,
        traits=traits,
        tongues=tongues,
        talks=speaker.talks,
        single=single,
        health=health,
        faction=held.id if held is not None else "",
        others=others,
    )
    # the card read names the mood only when it gave it: a band met in a mood it brings (the one
    # the guild left it in, p. 160) is not told as if the card on the discard had set it
    told = " ".join(dict.fromkeys(kind.exaggeration for kind in kinds))  # each kind's own
    _begin(game, meeting, None if hostile or mood is not None else card, told, ambush=ambush)


def mixed_name(game: Table, first: str, others: tuple[Kin, ...]) -> str:
    """What a mixed band is called: "two Goblins and Wolf"."""
    names = [first]
    for kin in others:
        kind = game.pack.monsters[kin.creature].name
        names.append(grammar.band(kin.count, kind))
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def belongs(game: Table, faction: str) -> Faction | None:
    """The faction of the guild's level with id ``faction``, if there is one (p. 337)."""
    held = game.level.factions
    return held.by_id(faction) if faction and held is not None else None


def _allegiance(
    game: Table,
    name: str,
    faction: Faction,
    *,
    single: bool,
    talks: bool = True,
    silent: tuple[str, ...] = (),
) -> str:
    """What the GM says of a band's faction (p. 337): who they are, what they want and will
    not have, the tongues they speak; ``single``: one being, whatever its name ends in ("The
    Locust Lich belongs"). A band that does not ``talks`` (Mushroom Men) speaks none of its
    faction's tongues: the GM says so, rather than promise a talk they will refuse; in a mixed
    band the kinds that do not talk are ``silent``, and named ("Flower Fairies and Mushroom
    Men: they speak Tylwyth, but the Mushroom Men do not talk")."""
    power = "who hold power here" if faction.power else "who do not rule here"
    tongues = ", ".join(game.pack.languages[t].name for t in faction.languages) or "no tongue"
    who = grammar.agree(name, "belong", single=single)
    speech = f"they speak {tongues}"
    if silent:
        quiet = " and ".join(silent)
        speech += f", but the {grammar.agree(quiet, 'do')} not talk"
    if not talks:
        others = f", though others of {faction.name} speak {tongues}" if faction.languages else ""
        speech = f"they do not talk{others}"
    return (
        f"{who} to {faction.name}, {power}: they want {faction.want.text}; they will "
        f"not have {faction.shun.text}; {speech}"
    )


def start_character(game: Table, character: Character, emotion: Emotion | None = None) -> None:
    """Begin a parley with a named character (p. 180): its starting Disposition comes from the
    scenario when the content gives one (p. 100), else from the cards."""
    card = None
    intensity = character.intensity
    if emotion is not None:
        game.ruling(
            "p. 100",
            f"what just happened sets {grammar.possessive(character.name)} mood: {emotion}",
        )
    elif character.start is not None:
        emotion = character.start
        game.ruling(
            "p. 100", f"the scene makes {grammar.possessive(character.name)} mood plain: {emotion}"
        )
    else:
        card = game.read_discard("disposition")
        emotion = disposition.starting(card)
        intensity = "basic"
        game.ruling(
            "p. 100",
            f"{card.name} on the minor discard: {character.name} meets the guild with {emotion}",
        )
    meeting = Meeting(
        character.id,
        character.name,
        1,
        game.room,
        emotion,
        intensity,
        False,
        character=True,
        traits=parley.of_character(character),
        tongues=character.speaks,
        talks=character.talks,
        single=True,
    )
    _begin(game, meeting, card, character.summary)


def _beast(game: Table, room: int) -> str | None:
    """A hook's person that does not talk (the hulking beast) is met on entering its room, as
    a band is (p. 87), once the room's band, if any, is dealt with: its mood is drawn, and it
    attacks when that mood is Rage or Loathing, lets the guild by when it is glad or afraid,
    and is not met so again once it has. Those who talk wait to be spoken to."""
    if game.view().light == "dark":
        return None
    flags = game.state.flags
    wordless = [
        p
        for p in describe_policy.present(game.view(), room)
        if not p.person.talks and people.calm_flag(p.id) not in flags
    ]
    if not wordless:
        return None
    start_person(game, wordless[0], room)
    return "creature"


def people_here(game: Table, to: str | None = None) -> list[people.Present]:
    """A hook's people in the guild's room it can see and has not fought off (p. 99); with
    ``to``, those whose name has it in it."""
    if game.room < 0 or game.view().light == "dark":
        return []
    here = describe_policy.present(game.view(), game.room)
    if to is not None:
        here = [p for p in here if to.lower() in p.person.name.lower() or to == p.id]
    return here


def start_person(game: Table, present: people.Present, room: int) -> None:
    """Meet one of a hook's people (p. 99): their starting Disposition comes off the minor
    discard (p. 100), their likes and hates from the hook (p. 180)."""
    card = game.read_discard("disposition")
    emotion = disposition.starting(card)
    game.ruling(
        "p. 100", f"{card.name} on the minor discard: {present.name} meets the guild with {emotion}"
    )
    meeting = Meeting(
        present.id,
        present.name,
        1,
        room,
        emotion,
        "basic",
        False,
        character=True,
        traits=parley.of_person(game.pack, present.person),
        tongues=present.tongues,
        talks=present.person.talks,
        single=True,
    )
    _begin(game, meeting, card, present.person.busy)


def _begin(
    game: Table, meeting: Meeting, card: Any, description: str, *, ambush: bool | None = None
) -> None:
    game.meeting = meeting
    game.log.emit(
        ev.Disposition,
        npc=meeting.name,
        emotion=meeting.emotion,
        intensity=meeting.intensity,
        cause="start",
        card=card,
    )
    game.log.emit(ev.Narration, text=f"{grammar.capital(meeting.name)}: {description}")
    second_sight_tells.met(game, meeting)  # a seer sees a sorcerer or the unseen (p. 82)
    if meeting.hostile:
        game.set_phase("challenge", f"{they(meeting, 'attack')}")
        waiting = meeting.room >= 0 and meeting.room == game.room
        game.later(FightBegins(ambush=waiting if ambush is None else ambush))
        return
    _broadcast(game, meeting)
    _fame(game)
    optional_notes.told(game, meeting)  # pp. 248, 251, 277, 286: what these ones carry
    game.set_phase("parley", f"{they(meeting, 'are')} met")
    now = game.meeting
    assert now is not None
    wheel = game.pack.dispositions
    if disposition.fights_now(wheel, now.emotion, now.intensity):
        turn_to_fight(game, "in a fury, they attack")
    elif not now.talks and (now.emotion == "fear" or wheel.valence(now.emotion) == "positive"):
        settle(game, f"in {now.emotion}, {they(now, 'let')} the guild go its way (p. 100)")


def _broadcast(game: Table, meeting: Meeting) -> None:
    """Policy (p. 180, Appendix E): a character's first like and first dislike show at once, in
    how it looks and what it is doing, and so do a band's faction's want and shun (p. 337);
    the rest must be learned."""
    shown = [
        next((i for i, t in enumerate(meeting.traits) if t.kind == kind), None)
        for kind in ("like", "dislike")
    ]
    if meeting.faction:  # its faction's want and shun, the last two (p. 337)
        shown += [len(meeting.traits) - 2, len(meeting.traits) - 1]
    learn(game, meeting, [i for i in shown if i is not None], how="plain to see")


def _fame(game: Table) -> None:
    """Policy (p. 46, rules digest §19.2): a guild famous within the Underworld (Fame 3 or
    more) is known to anyone who talks, and its name warms them one step — or chills them one
    step when most deeds on its roster are dastardly, and not at all when the good and the
    dastardly weigh the same (policy ``worm.gm.deeds.tilt``, p. 46)."""
    meeting = game.meeting
    assert meeting is not None
    fame = game.guild.fame
    if fame < 3 or not meeting.talks:
        return
    heard = f"Fame {fame}: {they(meeting, 'have')} heard of {game.guild.name}"
    if game.guild.dastards:
        game.ruling("p. 46", f"{heard}, and only of dastardly deeds")
        move(game, good=False, cause="fame")
        return
    leaning = deeds.tilt(game.guild.deeds, game.guild.dastardly)  # a mixed roster (policy)
    if leaning < 0:
        game.ruling("p. 46", f"{heard}, mostly of dastardly deeds")
        move(game, good=False, cause="fame")
        return
    if leaning == 0:
        game.ruling("p. 46", f"{heard}, as much ill as good: the name moves them neither way")
        return
    game.ruling("p. 46", heard)
    move(game, good=True, cause="fame")


# --- what the guild knows ----------------------------------------------------------------------


def known(game: Table, meeting: Meeting) -> list[int]:
    """The traits of ``meeting`` the guild knows, from this meeting or an earlier one."""
    return [
        i for i, t in enumerate(meeting.traits) if (meeting.creature, t.kind, t.text) in game.lore
    ]


def learn(game: Table, meeting: Meeting, indexes: list[int], *, how: str) -> None:
    """The guild learns traits of the character, and keeps them for the next meeting."""
    for index in indexes:
        trait = meeting.traits[index]
        key = (meeting.creature, trait.kind, trait.text)
        if key in game.lore:
            continue
        game.lore = game.lore | {key}
        said = (
            f"{how[:1].upper()}{how[1:]}: {they(meeting, trait.kind)} "
            f"{grammar.theirs(grammar.running_on(trait.text.rstrip('.')), many(meeting))}."
        )
        game.log.emit(ev.Narration, text=said)
        read_the_past.hear(game, f"Of {meeting.name}: {said}")
        if meeting.room >= 0 and game.level.stock[meeting.room].lord:  # a quest's aim (p. 33)
            game.feats = (*game.feats, deeds.named(meeting.name))


# --- moving the Disposition ----------------------------------------------------------------------


def move(game: Table, *, good: bool, cause: str) -> None:
    """One beneficial or harmful step on the wheel (p. 100), logged with its cause."""
    meeting = game.meeting
    assert meeting is not None
    emotion, intensity = disposition.shift(
        game.pack.dispositions, meeting.emotion, meeting.intensity, good
    )
    mood(game, emotion, intensity, cause=cause)


def mood(
    game: Table, emotion: Emotion, intensity: Intensity, *, cause: str, band: str = ""
) -> None:
    """Set the Disposition of the one met, logging it as a ``disposition`` event. In a fight
    of several bands, ``band`` names the one it was aimed at, which alone is moved (pp. 100,
    121); elsewhere the meeting is one Disposition and every band of it is moved."""
    meeting = game.meeting
    assert meeting is not None
    name = meeting.name
    if band and several_bands(game):
        game.meeting = meeting.with_mood(band, emotion, intensity)
        name = game.under_way().group(band).name
    else:
        game.meeting = replace(meeting, emotion=emotion, intensity=intensity, moods=())
    game.log.emit(
        ev.Disposition,
        npc=name,
        emotion=emotion,
        intensity=intensity,
        cause=cause,
        card=None,
    )


def several_bands(game: Table) -> bool:
    """Whether a fight is under way with two bands of foes or more (p. 121): each keeps its
    own Disposition."""
    ch = game.challenge
    return ch is not None and sum(1 for g in ch.groups if g.side == "foes") > 1


def set_disposition(game: Table, emotion: Emotion, creature: str | None = None) -> None:
    """An outcome sets the Disposition of the one met (p. 100); a named character here who is
    not yet met is met in that mood."""
    if game.meeting is None:
        character = game.pack.characters.get(creature or "")
        if character is not None and game.phase == "crawl":
            start_character(game, character, emotion)
            return
        game.ruling("p. 100", "there is no one here whose mood could change")
        return
    mood(game, emotion, game.meeting.intensity, cause="outcome")


def challenge_from(game: Table, creature: str) -> None:
    """An outcome starts a fight with ``creature`` (``level``: the level's own common monster)."""
    if creature == "level":
        names = game.level.seed.common_monsters or (game.level.seed.dungeon_lord,)
        wanted = names[0]
        creature = next(m.id for m in game.pack.monsters.values() if m.name == wanted)
    start(game, creature, 1, game.room, True)


def turn_to_fight(game: Table, why: str, *, ambusher: str | None = None) -> None:
    """The parley is over and the fight begins (p. 100): the Challenge takes the meeting, whose
    Disposition sets its tactics (``worm.content.personality.Stance``). ``ambusher``: one
    who fell on them from hiding and strikes first (Sneak, p. 74)."""
    meeting = game.meeting
    assert meeting is not None
    stance = game.pack.dispositions.stance(meeting.emotion)
    game.ruling("p. 100", f"{why}: the talk is over, and it comes to a fight")
    game.ruling(
        "p. 101",
        f"in {stance.named(meeting.intensity)}, {they(meeting, 'fight')} so: {stance.challenge}",
    )
    game.set_phase("challenge", f"{they(meeting, 'fight')}")
    game.later(FightBegins(ambusher=ambusher))


# --- fighting and backing off -----------------------------------------------------------------


def fight(game: Table, command: cmd.Fight) -> None:
    """The guild attacks the creatures it is talking with: the parley is over (p. 100)."""
    meeting = met(game, "parley", "challenge")
    if game.phase == "challenge":
        raise IllegalCommand("the fight is already on: lay Initiatives and play cards")
    fall_on(game, f"the guild falls on {meeting.name}")


def fall_on(game: Table, why: str, *, ambusher: str | None = None) -> None:
    """The guild turns on the creatures it talks with (a betrayal of friends is a dastardly
    deed, p. 46), and the fight begins; ``ambusher`` strikes first (Sneak, p. 74)."""
    meeting = met(game, "parley")
    friendly = game.pack.dispositions.valence(meeting.emotion) == "positive"
    feat = deeds.betrayal(meeting.name, friendly=friendly, bargained=bool(meeting.spent))
    if feat is not None:
        game.meeting = replace(meeting, betrayed=feat.text)
        game.ruling(
            "p. 46", f"the guild turns on {meeting.name}: if it wins, that is a dastardly deed"
        )
    turn_to_fight(game, why, ambusher=ambusher)


def banter_with(game: Table, command: cmd.Banter) -> None:
    """Banter is a Challenge Action played with a card (p. 119)."""
    met(game, "challenge")
    raise IllegalCommand(
        "Banter is played with a card on your turn: 'play CARD banter [intimidate|taunt|placate]'"
    )


def withdraw(game: Table, command: cmd.Withdraw) -> None:
    """Back away from a parley (p. 100); in a fight it is a retreat (``challenge.withdraw``)."""
    meeting = met(game, "parley")
    restocking.part(game, meeting, waits=True)  # a band on the way stays where it was met
    # a room's band backed away from stays as it was left (p. 160), met again in that mood,
    # not on a fresh card each time the guild looks in (play-test 19, seed 42: the guild
    # backed out of 125 and walked back in for 40 watches, the Werewolves new every time)
    restocking.stood_off(game, meeting)
    behind = -1 if game.came_from is None else game.came_from
    held = restocking.left_in(game, behind)  # (None for -1: no room behind)
    if held is not None:  # the way back is held too: no going to and fro between two bands
        game.meeting = None
        game.set_phase("crawl", "the guild backs away")
        _stand_off(
            game,
            meeting,
            f"the way back into {game.plan.key(behind)} is held by {_band_name(game, held)}, "
            "whom the guild backed away from there",
        )
    elif not back_off(game):
        _stand_off(
            game,
            meeting,
            f"the guild came into {game.plan.key(game.room)} from another level: there is no "
            "room on this level behind it",
        )


def _band_name(game: Table, band: Band) -> str:
    name = game.pack.monsters[band.creature].name
    return grammar.band(band.count, name)


def _stand_off(game: Table, meeting: Meeting, why: str) -> None:
    """Policy (p. 100): backing away goes back the way the guild came. When it came into this
    room by a way from another level (a stair, a river, an entrance) there is no room behind it
    on this level, and it does not leave the level for a parley it walks out of; when the room
    behind holds a band it backed away from there, going back would only meet that band again
    (play-test 19: to and fro between two bands, a watch each way). It keeps its distance in
    the room, and those met stay where they are, watching, met again in the mood they were
    left in when the guild comes back in (``restocking.stood_off``)."""
    if game.phase != "crawl":
        return
    restocking.stood_off(game, meeting)
    game.ruling(
        "p. 100",
        f"{why}, so it backs off to the far side; {they(meeting, 'stay')} where they are, watching",
    )


def back_off(game: Table) -> bool:
    """The guild backs away into the room it came from (a watch, p. 90); true if it goes."""
    game.meeting = None
    game.set_phase("crawl", "the guild backs away")
    if game.phase == "crawl" and game.came_from is not None and game.came_from >= 0:
        game.later(GoBack())  # (a save from before stairs reset it may hold -1: stay put)
        return True
    return False


def settle(game: Table, why: str) -> None:
    """The meeting ends in peace or flight: the room's denizens trouble the guild no more."""
    meeting = game.meeting
    assert meeting is not None
    if game.phase == "parley":  # a fight's end was ruled once already (p. 123)
        game.ruling("p. 100", why)
        if not meeting.character:  # the captured, talked free (p. 95)
            kinds = (meeting.creature, *(kin.creature for kin in meeting.others))
            missing.freed(game, kinds, "the parley over")
    person = people.is_person(meeting.creature)
    if person:  # one of a hook's people: the room's band, if any, is not dealt with by it
        dealt = people.gone_flag if game.phase == "challenge" else people.calm_flag
        state = game.state
        game.states[game.depth] = replace(state, flags=state.flags | {dealt(meeting.creature)})
    elif game.phase == "parley":  # a band on the way let go in peace roams the level
        restocking.part(game, meeting, waits=False)
    if meeting.room >= 0 and not person:
        state = game.state
        game.states[game.depth] = replace(state, settled=state.settled | {meeting.room})
    game.meeting = None
    game.set_phase("crawl", why)
    if meeting.room >= 0:
        hooks.on_settled(game, meeting.room)  # what a known hook asks for, the band stood over


def able(game: Table, who: str) -> Adventurer:
    """The adventurer ``who``, who must be able to act (p. 31)."""
    adventurer = game.guild.adventurer(who)
    if not adventurer.active:
        raise IllegalCommand(f"{adventurer.name} cannot act: at Death's Door or dead (p. 31)")
    return adventurer


def _wandsiest(game: Table, who: str | None) -> Adventurer:
    if who is not None:
        return able(game, who)
    return max(
        (a for a in game.guild.in_marching_order() if a.active), key=lambda a: a.attributes.wands
    )


def met(game: Table, *phases: str) -> Meeting:
    if game.phase not in phases or game.meeting is None:
        raise IllegalCommand("there is no one here to deal with")
    return game.meeting
