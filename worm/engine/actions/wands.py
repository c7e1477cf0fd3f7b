"""Wands actions (p. 119): Banter, Speak Incantation (Appendix A), Recover — and how the GM
reads a band's Morale and takes a change of mood in the middle of a fight."""

from __future__ import annotations

from collections.abc import Iterator
from typing import get_args

from worm import grammar
from worm.content.personality import Approach, Emotion
from worm.content.spells import Spell
from worm.engine import ending, lore_bids, meet, pacts, pilfered, telepathy, training
from worm.engine import events as ev
from worm.engine.actions import (
    facedown,
    fighters,
    harm,
    holds,
    sensed,
    spells_in_play,
    totals,
    war_cry,
    webs,
)
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.table import Table
from worm.errors import ContentError, IllegalCommand
from worm.gm import foes, morale, parley
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.model.meeting import Meeting
from worm.rules import armor, banter, disposition, dooms, fate
from worm.rules import lore_bids as lore_rules
from worm.rules import pacts as pact_rules

INTENTS: tuple[banter.Intent, ...] = get_args(banter.Intent)  # p. 119
EMOTIONS: tuple[Emotion, ...] = get_args(Emotion)

# --- declaring --------------------------------------------------------------------------------


def intent(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """What a Banter means to do (p. 119): the mindless hear only threats. Policy (p. 29): a
    band that talks takes a taunt or placating words only in a tongue the banterer speaks (a
    Loremaster's fluency counts, p. 79; a telepath hears anyone, p. 256); a threat's tone
    carries in any tongue."""
    meant = (option or "intimidate").lower()
    if meant not in INTENTS:
        raise IllegalCommand(f"Banter is to {', '.join(INTENTS)} (p. 119)")
    band = target.group if target is not None and target.side == "foes" else "foes"
    if fighters.block(game, band).mindless and meant != "intimidate":
        raise IllegalCommand(
            f"{game.under_way().group(band).name} understand no words: "
            "only intimidation reaches them"
        )
    meeting = game.meeting
    if meant in WORDY and meeting is not None and meeting.talks:
        if not telepathy.talks_with(game, meeting, a):
            raise IllegalCommand(
                f"{a.name} does not speak {tongue(game, meeting)}: "
                "only intimidation carries without words (p. 29)"
            )
    return meant


WORDY: tuple[banter.Intent, ...] = ("taunt", "placate")
"""Policy (p. 29): the Banter that is understood only in the band's own tongue."""


def tongue(game: Table, meeting: Meeting) -> str:
    """The band's tongues by name, "no tongue" when none."""
    return " or ".join(game.pack.languages[t].name for t in meeting.tongues) or "no tongue"


def _fluency(game: Table, a: Adventurer, meant: str) -> None:
    """A taunt or placating words said in a tongue ``a`` knows only as a Loremaster (p. 79)."""
    meeting = game.meeting
    if meant not in WORDY or meeting is None or not meeting.talks:
        return
    if telepathy.telepathic(game, meeting) or not lore_rules.by_fluency(a, meeting.tongues):
        return
    lore_bids.fluent(game, a.id, game.pack.languages[meeting.tongues[0]].name)


def spell_named(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """The spell a Speak Incantation casts, and whether it can be cast now (p. 199)."""
    spells = game.pack.spells
    if not option:
        raise IllegalCommand("Speak Incantation: name the spell")
    if war_cry.asked(option):  # Proud and Ancient (p. 51)
        return war_cry.ready(game, a)
    wanted = option.strip().lower().replace(" ", "_")
    spell = spells.get(wanted) or next(
        (s for s in spells.values() if s.name.lower() == option.strip().lower()), None
    )
    if spell is None:
        raise IllegalCommand(f"there is no spell {option!r} (Appendix A)")
    if a.talent(spell.talent) is None:
        raise IllegalCommand(
            f"{a.name} cannot cast {spell.name}: it needs "
            f"{game.pack.talents[spell.talent].name} (p. 199)"
        )
    if (why := training.barred(game, a, spell.talent)) is not None:
        raise IllegalCommand(f"{a.name} cannot cast {spell.name}: {why}")
    if spell.challenge is None:
        raise IllegalCommand(f"{spell.name} has no use in a fight")
    training.ready(a, spell.talent)
    if a.resolve < 1 and pact_rules.charged(a, spell.id) is None:
        raise IllegalCommand(
            f"{a.name} has no Resolve left to cast with, nor a pact charging {spell.name} "
            "(pp. 83, 199)"
        )
    if any("no_casting" in game.pack.items[c.item].tags for c in a.inventory.belt if c is not None):
        raise IllegalCommand(f"{a.name} wears too much metal to cast (p. 164)")
    if all(c is not None for c in a.inventory.hands):
        raise IllegalCommand(f"{a.name} needs a hand free for the component (p. 199)")
    if spell.challenge.target == "foe" and (target is None or target.side == "guild"):
        raise IllegalCommand(f"cast {spell.name} at whom?")
    if target is not None and target.side == "foes":
        _holds(game, spell, target)
    mate = next((m for m in game.guild.adventurers if target and m.id == target.key), None)
    aimed = spell.challenge.target == "ally" and mate is not None and mate.id != a.id
    if aimed and mate is not None and armor.spell_proof(mate):
        raise IllegalCommand(f"no spell can be aimed at {mate.name}, who wears iron (p. 164)")
    return str(spell.id)


def _holds(game: Table, spell: Spell, target: Fighter) -> None:
    """Refuse a spell that cannot take hold on the foe ``target``, as it is named: one for
    another theme of creature (Control Animal, p. 211), or Sleep on the undead, who never
    sleep (p. 249)."""
    assert spell.challenge is not None
    block = fighters.block(game, target.group)
    only = spell.challenge.only
    if only and block.theme != only:
        raise IllegalCommand(
            f"{spell.name} has no hold on {target.name}: it works only on "
            f"{game.pack.themes[only].name} creatures, and these are "
            f"{game.pack.themes[block.theme].name} (p. {spell.page})"
        )
    awake = dooms.unsleeping(n.name for n in block.notes) if spell.id in dooms.SLEEP else None
    if awake is not None:
        raise IllegalCommand(
            f"{spell.name} has no hold on {target.name}: {awake}, they never sleep "
            f"(p. {dooms.PAGE[awake]})"
        )


def shaken(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str | None:
    """Recover needs something to shake off (p. 119), or a dropped thing to pick up in the
    zone (p. 281)."""
    lying = pilfered.lying(game.under_way(), fighter)
    if not fighters.recoverable(game, fighter) and lying is None:
        raise IllegalCommand(f"{a.name} suffers nothing Recover can shake off (p. 119)")
    return option


def scenery(
    game: Table, actor: Fighter, target: Fighter, kind: str, m: fate.Modifiers
) -> fate.Modifiers:
    """Too loud a place to be heard (p. 12)."""
    if "deafening" in game.under_way().zone(actor.zone).rules:
        return m.with_disfavor("too loud to be heard: Deafened (p. 12)")
    return m


# --- resolving ----------------------------------------------------------------------------------


def speak(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Speak Incantation (p. 119; Appendix A): 1 Resolve, or a pact's charge on the spell
    (p. 83), then beat the target's Initiative (a willing target or the scene: any value);
    or a war cry (Proud and Ancient, p. 51: ``war_cry``)."""
    if d.option == war_cry.OPTION:
        war_cry.cry(game, fighter, d)
        return
    spell = game.pack.spells[d.option or ""]
    cast = spell.challenge
    assert cast is not None, f"{spell.id} was declared with a use in a fight"
    a = fighters.adventurer(game, fighter.key)
    if pact_rules.charged(a, spell.id) is not None:
        pacts.spend(game, a, spell.id)
    else:
        game.set_adventurer(a.model_copy(update={"resolve": a.resolve - 1}))
        game.log.emit(
            ev.Condition,
            who=a.name,
            change=f"Resolve {a.resolve - 1}",
            cause=f"casting {spell.name}",
        )
    total = totals.value(game, d, "wands")
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0]) if d.targets else fighter
    aimed = target if cast.target == "foe" else None
    m = totals.mods_for(game, d, fighter, aimed, harms=spec.harms, scenery=spec.scenery)
    total += m.value
    victims = [target]
    if cast.zone_wide:
        victims = [f for f in ch.in_zone(target.zone) if f.side == target.side]
    for victim in victims:
        if game.challenge is None:
            return
        victim = game.challenge.fighter(victim.key)
        foe = victim.side == "foes"
        undead = foe and fighters.block(game, victim.group).theme == "undead"
        reading = cast.against(undead=undead)
        if foe and _no_hold(game, spell.id, cast.only, victim.group):
            result = f"{spell.name}: no hold on {victim.name}"
            totals.act(game, fighter.name, d, total, None, result, target=victim.key)
            continue
        if cast.target == "foe":
            hit, defence = facedown.defend(game, victim, total)
            totals.act(
                game,
                fighter.name,
                d,
                total,
                defence,
                f"{spell.name}: {'takes hold' if hit else 'resisted'}",
                target=victim.key,
                favor=m.value,
                why=m,
            )
            if not hit:
                continue
        else:
            totals.act(game, fighter.name, d, total, None, spell.name, target=victim.key)
        effects = tuple(e for e in reading.effects if e != "inspire")
        before = victim.effects
        harm.land(
            game,
            victim.key,
            effects,
            reading.wounds,
            reading.piercing,
            by=fighter.key,
            means=dooms.Means(magic=True),
        )
        spells_in_play.remember(game, victim.key, spell.name, before, ours=True)  # p. 82
        if "shroud" in effects:
            sensed.bespell(game, victim.key)  # a Shroud of magic can be sensed (p. 254)
        if reading.emotion and victim.side == "foes" and game.meeting is not None:
            _inspire(game, reading.emotion, victim.group)
            if game.challenge is None:
                return


def _no_hold(game: Table, spell: str, only: str | None, band: str = "foes") -> bool:
    """Whether a spell cannot touch the band ``band``: one for another theme of creature, any
    spell on the Magically Null (p. 254), or a spell of foul air on a creature that does not
    breathe (Breathless, pp. 249, 282)."""
    block = fighters.block(game, band)
    if only and only != block.theme:
        return True
    names = [n.name for n in block.notes]
    note = dooms.immune(names, dooms.Means(magic=True))  # Magically Null (p. 254)
    if note is None and spell in dooms.BREATH:
        note = dooms.unbreathing(names)
    if note is not None:
        game.ruling(f"p. {dooms.PAGE[note]}", f"{note}: the spell has no hold on {block.name}")
    return note is not None


def _inspire(game: Table, word: str, band: str = "foes") -> None:
    """A spell that inspires an emotion moves the Disposition of those met one step toward it,
    unless nothing can work on the minds of the band ``band`` it fell on
    (``worm.rules.dooms.uninspired``)."""
    meeting = game.meeting
    assert meeting is not None, "a spell moves the mood of creatures met"
    empty = dooms.uninspired(note.name for note in fighters.block(game, band).notes)
    if empty is not None:
        game.ruling(f"p. {dooms.PAGE[empty]}", f"{empty}: no spell can stir {meeting.name}")
        return
    if word not in EMOTIONS:
        raise ContentError(f"a spell inspires {word!r}, which is not on the ring: {EMOTIONS}")
    wanted = next(e for e in EMOTIONS if e == word)
    feeling, strength = meeting.mood_of(band)
    emotion, intensity = disposition.toward(game.pack.dispositions, feeling, strength, wanted)
    meet.mood(game, emotion, intensity, cause="spell", band=band)
    react_to_mood(game, band)


def banter_with(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Banter (p. 119): beat the band's Morale to move its Disposition one step by what was
    said; its likes and dislikes give favor or disfavor."""
    meeting = game.meeting
    assert meeting is not None, "Banter is with creatures met"
    a = fighters.adventurer(game, fighter.key)
    meant = next(i for i in INTENTS if i == (d.option or "intimidate"))
    _fluency(game, a, meant)
    a = fighters.adventurer(game, fighter.key)
    approach: Approach = "flatter" if meant == "placate" else "threaten"
    tastes = parley.carried(game.pack, approach, kith=a.kith)
    verdict = parley.weigh(meeting.traits, tastes, gift=False)
    m = totals.mods_for(game, d, fighter, None)
    if verdict.kind == "pleases":
        m = m.with_favor("words it likes (p. 119)")
    elif verdict.kind == "offends":
        m = m.with_disfavor("words it hates (p. 119)")
    for reason in pact_rules.masked(a):
        m = m.with_disfavor(reason)
    total = totals.value(game, d, "wands") + m.value + facedown.aid_bonus(game, fighter.key)[0]
    ch = game.under_way()
    band = ch.fighter(d.targets[0][0]).group if d.targets else "foes"
    situation, why = sizeup(game, band)
    target = banter.MORALE[situation]
    game.ruling("p. 119", f"{ch.group(band).name}: {situation} ({why}), Morale {target}")
    beat = banter.beats(total, situation)
    totals.act(
        game,
        fighter.name,
        d,
        total,
        target,
        f"{meant}: {'moves them' if beat else 'no'}",
        target="foes",
        favor=m.value,
        why=m,
    )
    if not beat:
        return
    wheel = game.pack.dispositions
    feeling, strength = meeting.mood_of(band)  # the band the words were aimed at (p. 121)
    emotion, intensity = banter.moved(wheel, feeling, strength, meant)
    meet.mood(game, emotion, intensity, cause="banter", band=band)
    react_to_mood(game, band)


def sizeup(game: Table, band: str = "foes") -> tuple[banter.Situation, str]:
    """The Morale situation of the band ``band`` as the GM reads it now (policy
    ``worm.gm.morale``): each band of a mixed fight has its own (p. 119); a lord down in
    another band of the fight is the leader dying for all of them."""
    ch = game.under_way()
    members = ch.members(band)
    down = sum(1 for f in members if not f.fighting)
    whole = block_parts(game, band)
    hurt_now = ch.greater_spent > 0 or any(
        any(
            p.health is not None and (p.health, p.defense) != (q.health, q.defense)
            for p, q in zip(f.parts, whole, strict=False)
        )
        for f in members
    )
    guild = len(ch.side("guild"))
    ground = any(
        rule in ch.zone(f.zone).rules
        for f in members
        if f.fighting
        for rule in ("high_ground", "cover")
    )
    lord = any(
        fighters.block(game, g.key).lord and any(f.out == "down" for f in ch.members(g.key))
        for g in ch.groups
        if g.side == "foes"
    )
    return morale.assess(
        morale.Sizeup(
            count=len(members),
            down=down,
            hurt=hurt_now,
            leader_dying=lord,
            guild=guild,
            ground=ground,
        )
    )


def block_parts(game: Table, band: str = "foes") -> tuple[foes.Part, ...]:
    """The pools of a fresh member of the band ``band``, to tell the hurt from the whole."""
    return tuple(fighters.block(game, band).parts)


def react_to_mood(game: Table, band: str = "foes") -> None:
    """A band whose mood turns stops fighting as its Disposition says (pp. 101–102, 119):
    a positive mood or surprise lowers weapons, and the parley can begin. In a fight of
    several bands (p. 121) that band alone stands back, out of the fight, while the others
    fight on by their own Dispositions; the last band to lower its weapons ends the fight
    in a parley."""
    meeting = game.meeting
    if meeting is None or game.challenge is None:
        return
    wheel = game.pack.dispositions
    feeling = meeting.mood_of(band)[0]
    if feeling != "surprise" and wheel.valence(feeling) != "positive":
        return
    ch = game.under_way()
    fighting = [
        g for g in ch.groups if g.side == "foes" and any(f.fighting for f in ch.members(g.key))
    ]
    if meet.several_bands(game) and any(g.key != band for g in fighting):
        for member in ch.members(band):
            if member.fighting:
                ch = ch.with_fighter(evolve(member, out="gone", engaged=frozenset()))
        game.challenge = ch
        name = ch.group(band).name
        game.ruling(
            "p. 101",
            f"{grammar.agree(name, 'lower')} their weapons and stand back ({feeling}); "
            "the others fight on",
        )
        return
    game.meeting = evolve(meeting, hostile=False, pressed=False)
    ending.finish(game, "parley", f"{meet.they(meeting, 'lower')} their weapons")


def recover(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Recover (p. 119): shake off one effect."""
    shed = fighters.recoverable(game, fighter)
    if not shed:
        got = pilfered.pick_up(game, fighter)
        said = "nothing to shake off" if got is None else f"picks up {got}"
        totals.act(game, fighter.name, d, None, None, said)
        return
    effect = shed[0]
    if webs.free_limb(game, fighter, effect):
        totals.act(game, fighter.name, d, None, None, "frees a limb of the web")
        return
    ch = game.under_way()
    if effect in fighter.effects:
        game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects - {effect}))
        holds.shed(game, fighter, effect)
    else:
        a = fighters.adventurer(game, fighter.key)
        game.set_adventurer(
            a.model_copy(update={"effects": tuple(e for e in a.effects if e.id != effect)})
        )
    totals.act(game, fighter.name, d, None, None, f"shakes off {game.pack.effects[effect].name}")


# --- the menu -----------------------------------------------------------------------------------


def banter_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    """Banter moves the whole band, whoever is spoken to: one offer per intent, addressed to
    each foe in earshot in turn (the menu keeps the first the engine accepts)."""
    for meant in INTENTS:
        for foe in ch.side("foes"):
            yield Offer(foe.key, meant, f"{meant.title()} {ch.group(foe.group).name}")


def spell_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    """Each spell the adventurer knows, at each target its cast allows; a zone-wide cast once
    for each zone and side it could fall on. A spell a pact has charged says so (p. 83). A
    human of a house may cry its motto instead (Proud and Ancient, p. 51)."""
    if war_cry.can(a):
        yield Offer(None, war_cry.OPTION, "Cry your house's motto (1 Resolve: favor, p. 51)")
    for spell in game.pack.spells.values():
        cast = spell.challenge
        if cast is None or a.usable(spell.talent) is None:
            continue
        name = spell.name + (" (pact charge)" if pact_rules.charged(a, spell.id) else "")
        if cast.target == "foe":
            for foe in ch.side("foes"):
                yield Offer(foe.key, spell.id, f"Cast {name} at {at(ch, me, foe)}")
            continue
        if cast.target == "zone":
            yield from _zone_casts(ch, me, spell.id, name)
            continue
        yield Offer(None, spell.id, f"Cast {name} on yourself")
        if cast.target == "ally":
            for mate in ch.side("guild"):
                if mate.key != me.key:
                    yield Offer(mate.key, spell.id, f"Cast {name} on {at(ch, me, mate)}")


def _zone_casts(ch: Challenge, me: Fighter, spell: str, name: str) -> Iterator[Offer]:
    yield Offer(None, spell, f"Cast {name} on your side in {ch.zone(me.zone).name}")
    done = {(me.zone, "guild")}
    for other in ch.fighters:
        if not other.fighting or (other.zone, other.side) in done:
            continue
        done.add((other.zone, other.side))
        whom = "your side" if other.side == "guild" else ch.group(other.group).name
        yield Offer(other.key, spell, f"Cast {name} on {whom} in {ch.zone(other.zone).name}")


def recover_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    shed = fighters.recoverable(game, me)
    if shed:
        yield Offer(None, None, f"Recover from {game.pack.effects[shed[0]].name}")
        return
    lying = pilfered.lying(ch, me)
    if lying is not None:
        yield Offer(None, None, f"Recover the dropped {game.pack.items[lying.thing.item].name}")
