"""The autoplay guild in a Challenge: a competent player's habits, reading only what a player
sees — its own hands, the foes' Initiatives once they are face up, never a face-down card.

- **Initiative**: a fighter keeps its best card to strike with and lays the next best as its
  defence; one who fights poorly (Swords 1–2) lays its best.
- **Its turn**: tend a guild-mate at Death's Door with a poultice; a chirurgeon Heals an
  Injured one in its zone with a poultice (p. 78); shake off what hampers it;
  frighten a bloodied band once; strike the foe in reach with the lowest Initiative known,
  with the smallest card that beats it — one with Fight Dirty first Exhausts a band with a
  Pentacles card (p. 74, ``_dirty_trick``), a troll with Giant's Strength shoves one of the
  peoples into the fire or over a drop beside it, sure of it (p. 60, ``_giants_shove``), a
  troll with Colossal brings down a chandelier or a bell that hampers the guild's blows or
  spells (p. 61, ``_wreck``), and a human beside a house-mate cries the
  house's motto (p. 51, ``_war_cry``); close in when no foe is in reach; shoot from afar with
  a bow; hold up a ward at a foe it keeps off when Wands serve better than Swords (pp. 167–169);
  strew caltrops at hand when an unshod foe stands in the next zone (p. 164);
  a sorcerer with a pact's charge on a spell cast at a foe casts it with a Wands card
  (the charge pays instead of Resolve, p. 83); otherwise wait.
- **Minor actions**: a Pentacles card becomes a face-down Dodge; a Swords card that beats a
  face-up Initiative in reach strikes.
- **The Fool**: a Dodge for the guild-mate about to be struck.
- **Retreat** when half the guild is Injured or down, or when no one's blows can harm the
  band (a vampire and no silver, p. 282), unless the foes would hunt it down
  (p. 124, ``worm.engine.challenge.no_escape``): then it surrenders, if they take prisoners
  (``no_quarter``); who pushes in the run is ``push_in_retreat``.
- **An acrobat archer** climbs the perch beside them before shooting (p. 74, ``_perch``).
- **A spell in play** on a guild-mate (a Sleep Song's Knockout, a sorcerer's hex): one with
  Counter-spell ends it for 1 Resolve at once (p. 82, ``_negate``).
- **A berserker** (p. 64) keeps the rage, but ends it for 1 Resolve when no blow of theirs can
  harm the foes in reach, to Dodge instead (``_fight``).
- **Woken from Death's Door** (p. 126), Stressed, with nothing but Death's Door left to take
  the next Wound, it keeps its guard up rather than trade blows (``woken_guard``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from worm.content import constants
from worm.engine import (
    acrobat,
    antagonists,
    challenge,
    chirurgeon,
    colossal,
    kit,
    pilfered,
    training,
)
from worm.engine import commands as cmd
from worm.engine.actions import (
    aloft,
    blessed,
    blood,
    bonding_back,
    brandish,
    climbing,
    counsel,
    counter_spell,
    cups,
    declare,
    dirty,
    doom_eye,
    fighters,
    heavy_metal,
    holds,
    pentacles,
    quick,
    rage,
    reaver,
    rune,
    strange_body,
    war_cry,
    wreck,
)
from worm.engine.table import Table
from worm.gm import aim, strength, wards, wreckage
from worm.gm import talents as talent_policy
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Fighter
from worm.rules import dooms, durability, fate, weapons
from worm.rules import giants_strength as rules_strength
from worm.tarot import Card, card_named

GUESS = 8  # a foe's face-down Initiative, as the guild reckons it
SALT = "salt"  # the item thrown at what salt burns (pp. 168, 278, 281)


Pushers = Literal["none", "most", "least", "both"]


def push_in_retreat(game: Table) -> Pushers:
    """Policy (pp. 9, 124): in a run each of the two testers pushes a failure, unless the
    Wound a pushed great failure costs would leave them at Death's Door (Injured, with no
    armor to Notch): that one lets the failure stand."""
    ready = [(a.id, a.attributes.pentacles) for a in game.guild.adventurers if a.active]
    if not ready:
        return "none"
    most, least = fate.group_testers(ready)
    bold = [not _on_the_brink(game, game.guild.adventurer(who)) for who in (most, least)]
    choices: dict[tuple[bool, bool], Pushers] = {
        (True, True): "both",
        (True, False): "most",
        (False, True): "least",
        (False, False): "none",
    }
    return choices[(bold[0], bold[1])]


def _on_the_brink(game: Table, a: Adventurer) -> bool:
    """Whether the next Wound sends ``a`` to Death's Door (p. 124): Injured, no armor left."""
    return a.conditions.injured and not durability.protection(a.inventory, game.pack.items)


def woken_guard(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
    """Policy (p. 126): one woken from Death's Door is Stressed, and Injured still; while
    the next Wound would send them back (no armor left to Notch) and a foe shares their zone,
    they lay their best card as a face-down Dodge rather than trade blows. Anyone else so
    placed (Stressed, Injured, bare) does the same; None for the rest."""
    a = fighters.adventurer(game, me.key)
    foes = [f for f in ch.side("foes") if f.zone == me.zone]
    if not foes or not hand or not _on_the_brink(game, a) or not a.conditions.stressed:
        return None
    best = max(hand, key=lambda c: c.value)
    return cmd.Play(who=me.key, card=best.name, action="Dodge")


def _aim(game: Table, me: Fighter, target: Fighter) -> str | None:
    """The dungeon lord's pool the bot's Attack aims at (``worm.gm.aim.choice``); None for a
    foe of one part."""
    if target.side != "foes" or len(target.parts) < 2:
        return None
    melee = not weapons.missile(fighters.weapon_of(game, me))
    on = climbing.on(game.under_way(), me.key, target.key)
    return aim.choice(fighters.block(game, target.group), target.parts, melee=melee, on=on)


def _climb(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
    """Policy: a Dash up a creature in ``me``'s zone toward its standing rune of protection,
    when ``me`` strikes in melee and cannot reach the rune from where they are (p. 279)."""
    if weapons.missile(fighters.weapon_of(game, me)) or not hand:
        return None
    for foe in ch.side("foes"):
        if foe.zone != me.zone or len(foe.parts) < 2:
            continue
        stats = fighters.block(game, foe.group)
        ward = rune.standing(stats, foe.parts)
        if ward is None or ward.rune_on is None or not climbing.climbable(stats):
            continue
        step = climbing.toward(stats, climbing.on(ch, me.key, foe.key), ward.rune_on)
        if step is not None:
            low = min(hand, key=_value)
            option = f"{climbing.PREFIX}{foe.key}:{step}"
            return cmd.Play(who=me.key, card=low.name, action="Dash", option=option)
    return None


class Skirmisher:
    """The fighting half of the autoplay bot."""

    def __init__(self) -> None:
        self.bantered: set[tuple[int, int, str]] = set()
        self.fled: set[tuple[int, int]] = set()  # (round, fight) where a retreat was tried

    def next(self, game: Table) -> cmd.Command:
        ch = game.under_way()
        if ch.step == "alarm" and ch.warner is not None:  # an ambush: warn? (p. 74)
            warner = game.guild.adventurer(ch.warner)
            return cmd.Warn(who=warner.id, warn=talent_policy.see_it_coming(warner))
        woken = _negate(game, ch)
        if woken is not None:
            return woken
        turned = self._turned_rage(game, ch)
        if turned is not None:
            return turned
        if ch.step == "initiative":
            return self._initiative(game, ch)
        if ch.step == "turn":
            planned = self._turn(game, ch, ch.fighter(ch.actor or ""))
            return self._counsel(game, ch, ch.fighter(ch.actor or ""), planned) or planned
        if ch.step == "minor":
            return self._minor(game, ch)
        if ch.step == "interrupt":
            return self._interrupt(game, ch)
        return cmd.Pass()

    def _turned_rage(self, game: Table, ch: Challenge) -> cmd.Command | None:
        """Policy (Berserkergang, p. 64): the foes beaten, a berserker whose rage still counts
        a guild-mate as an enemy ends it for 1 Resolve at once; with none to spend, on their
        turn they set their companion on that mate as they would on a foe (``_sic_em``, Sic
        'Em, p. 118), else Attack them with their highest card. Else None."""
        if ch.side("foes"):
            return None
        for me in rage.raging(ch):
            if fighters.adventurer(game, me.key).resolve >= 1:
                return cmd.Calm(who=me.key)
            hand = [c for c in ch.hand(me.key) if not c.is_fool]
            if ch.step == "turn" and ch.actor == me.key and hand:
                enemies = list(rage.enemies(ch, me.key))
                sic = self._sic_em(game, ch, me, hand, enemies)
                if sic is not None:
                    return sic
                best = max(hand, key=_value)
                target = enemies[0]
                return cmd.Play(who=me.key, card=best.name, action="Attack", target=target.key)
        return None

    def fallback(self, game: Table) -> cmd.Command:
        """What to send when the chosen play was refused: the lowest card as Initiative, or
        let the moment pass."""
        ch = game.under_way()
        if ch.step == "initiative":
            for fighter in ch.side("guild"):
                if ch.group(fighter.key).initiative is None:
                    hand = sorted(
                        (
                            c
                            for c in ch.hand(fighter.key)
                            if not c.is_fool and ch.advised(fighter.key, c) is None
                        ),
                        key=lambda c: c.value,
                    )
                    return cmd.Initiative(who=fighter.key, card=hand[0].name)
        return cmd.Pass()

    def _counsel(
        self, game: Table, ch: Challenge, mate: Fighter, planned: cmd.Command
    ) -> cmd.Command | None:
        """Policy (Counsel, p. 78): when a guild-mate's turn would be an Attack whose card
        falls short of the target's known Initiative, and a counsellor holds a Swords card
        that would beat it (with the mate's Swords), the counsellor hands over the lowest such
        card with the advice to Attack (no Resolve: it is the mate's turn); else None. A card
        handed over is a card the counsellor lacks, so only one that turns a miss into a hit."""
        if not isinstance(planned, cmd.Play) or planned.action != "Attack" or not planned.target:
            return None
        defence = self._known(ch, ch.fighter(planned.target))
        swords = fighters.adventurer(game, mate.key).attributes.swords
        if card_named(planned.card).value + swords > defence:
            return None
        for me in ch.side("guild"):
            if me.key == mate.key or not counsel.can(game, me):
                continue
            good = [c for c in ch.hand(me.key) if c.suit == "swords" and c.value + swords > defence]
            if good:
                card = min(good, key=_value)
                return cmd.Counsel(who=me.key, to=mate.key, card=card.name, action="Attack")
        return None

    # --- Initiative and retreat -----------------------------------------------------------------

    def _initiative(self, game: Table, ch: Challenge) -> cmd.Command:
        guild = ch.side("guild")
        hurt = sum(1 for a in game.guild.adventurers if a.conditions.injured or not a.active)
        key = (ch.round, ch.serial)
        vain = bool(guild) and all(_harmless(game, f) for f in guild)  # it cannot be hurt
        vain = vain and not any(aloft.shone_on(game, f) for f in guild)  # unless lit (p. 284)
        vain = vain and not any(aloft.passing(game, f) for f in ch.side("foes"))  # it comes back
        losing = hurt * 2 >= len(game.guild.adventurers)
        if (losing or vain) and not ch.retreated and key not in self.fled:
            self.fled.add(key)
            if challenge.no_escape(game) is None:
                return cmd.Retreat(push=push_in_retreat(game))
            if challenge.no_quarter(game) is None:
                return cmd.Surrender()  # no outrunning them: better to yield than die
        for fighter in guild:
            if ch.group(fighter.key).initiative is None:
                hand = sorted(
                    (c for c in ch.hand(fighter.key) if not c.is_fool), key=lambda c: c.value
                )
                swords = fighters.adventurer(game, fighter.key).attributes.swords
                card = hand[-1] if swords <= 2 or len(hand) < 2 else hand[-2]
                return cmd.Initiative(who=fighter.key, card=card.name)
        return cmd.Pass()

    # --- a turn ---------------------------------------------------------------------------------

    def _shoot(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], weapon: str
    ) -> cmd.Command | None:
        """A bow or crossbow and no foe in the zone: an acrobat first climbs the perch beside
        (``_perch``), then a shot at a foe in bowshot; None when there is none to shoot."""
        a = fighters.adventurer(game, me.key)
        up = _perch(game, ch, me, a)
        if up is not None:
            low = min(hand, key=lambda c: c.value)
            return cmd.Play(who=me.key, card=low.name, action="Move", option=str(up))
        near = [
            f
            for f in ch.side("foes")
            if f.zone != me.zone
            and fighters.near(ch, me.zone, f.zone)
            and "no_missiles" not in ch.zone(f.zone).rules
        ]
        near = _harms(game, me, near)
        if (
            near
            and "unloaded" not in me.effects
            and kit.count(a, game.pack.weapons[weapon].ammo or "")
        ):
            return self._strike(game, ch, me, hand, near)
        return None

    def _turn(self, game: Table, ch: Challenge, me: Fighter) -> cmd.Command:
        hand = [c for c in ch.hand(me.key) if not c.is_fool]
        if not hand:
            return cmd.Pass()
        low = min(hand, key=lambda c: c.value)
        patient = _patient(game, ch, me)
        if patient is not None:
            return cmd.Play(
                who=me.key, card=low.name, action="Use Item", option="poultice", target=patient
            )
        steady = self._steady(game, ch, me, hand)
        if steady is not None:
            return steady
        banter = self._banter(game, ch, me, hand)
        if banter is not None:
            return banter
        foes = [f for f in ch.side("foes") if f.zone == me.zone]
        weapon = fighters.weapon_of(game, me)
        if "unloaded" in me.effects and weapon == "crossbow":
            return cmd.Play(who=me.key, card=low.name, action="Reload Crossbow")
        windy = "no_missiles" in ch.zone(me.zone).rules
        touchable = [f for f in foes if not aloft.untouchable(f)]  # none aloft (p. 260)
        trippable = [f for f in touchable if not pentacles.unmoved(game, ch, f, "trip")]
        if trippable and weapon in ("bow", "crossbow") and (me.engaged or windy):
            # no shot in melee (p. 109) nor in the wind: trip the nearest foe instead, one
            # a person can trip (p. 117, policy)
            target = min(trippable, key=lambda f: (self._known(ch, f), f.key))
            return cmd.Play(
                who=me.key,
                card=max(hand, key=lambda c: c.value).name,
                action="Roughhouse",
                target=target.key,
                option="trip",
            )
        if not foes and weapon in ("bow", "crossbow") and not me.engaged and not windy:
            shot = self._shoot(game, ch, me, hand, weapon)
            if shot is not None:
                return shot
        cast = self._charged_cast(game, ch, me, hand)
        if cast is not None:
            return cast
        ward = (
            self._retch(game, ch, me, hand)
            or self._brandish(game, ch, me, hand, foes)
            or self._salt(game, ch, me, hand, foes)
        )
        if ward is not None:  # a devil fed, a ward held up, or salt thrown (pp. 167–169, 258)
            return ward
        sic = self._sic_em(game, ch, me, hand, touchable)
        if sic is not None:
            return sic
        if aloft.shone_on(game, me) is not None:  # a wraith made solid for all (p. 284)
            return cmd.Play(who=me.key, card=low.name, action="Trivial Action", option=aloft.SHINE)
        if foes:
            return self._fight(game, ch, me, hand, foes)
        strew = self._strew(game, ch, me, hand)
        if strew is not None:
            return strew
        return self._close_in(game, ch, me, hand)

    def _steady(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card]
    ) -> cmd.Command | None:
        """Shake off what hampers it with the lowest card, or pick up a thing a creature
        dropped here when no foe is engaged with it (p. 281); else keep a guard up when the
        next Wound means Death's Door (``woken_guard``); None when none is called for. One a
        slime has engulfed tests Swords to get out (p. 278), on the lowest card (the card is
        not part of the test, p. 120). One grabbed or bitten by a foe its blows can hurt fights
        on rather than Recover: felling the holder frees it too, and a Recover only invites the
        next grab; but one a kelpie holds under the water Recovers (p. 268), and so does one a
        flier grabbed (policy: Recover before the drop): on the floor a Recover costs nothing,
        while held they may be carried up and dropped the room's height (p. 264), and in the air
        the fall comes on the griffin's next turn anyway, the Recover sparing the blows that
        miss the griffin and land on its victim."""
        if holds.stuck(ch, me, "root"):
            low = min(hand, key=lambda c: c.value)
            return cmd.Play(who=me.key, card=low.name, action="Test Fate", option=holds.ESCAPE)
        dropped = not me.engaged and pilfered.lying(ch, me) is not None
        shed = fighters.recoverable(game, me)
        holder = ch.held.get(me.key, (None,))[0]
        if (
            shed == ["root"]
            and holder is not None
            and not _harmless(game, me, [ch.fighter(holder)])
            and not bonding_back.under_water(game, me.key)  # drowning on a kelpie (p. 268)
            and not holds.may_drop(game, me.key)  # before the griffin drops it (p. 264)
        ):
            return None  # held by what it can hurt: its blows free it as well (policy)
        if shed or dropped:
            low = min(hand, key=lambda c: c.value)
            return cmd.Play(who=me.key, card=low.name, action="Recover")
        return woken_guard(game, ch, me, hand)

    def _charged_cast(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card]
    ) -> cmd.Command | None:
        """A spell a pact has charged, cast at the nearest foe with the best Wands card."""
        a = fighters.adventurer(game, me.key)
        wands = [c for c in hand if c.suit == "wands"]
        if not a.pacts or not wands:
            return None
        for pact in a.pacts:
            cast = game.pack.spells[pact.spell].challenge
            if cast is None or cast.target != "foe":
                continue
            near = [
                f
                for f in ch.side("foes")
                if f.zone == me.zone or f.zone in ch.zone(me.zone).neighbours
            ]
            if near:
                target = min(near, key=lambda f: (self._known(ch, f), f.key))
                best = max(wands, key=lambda c: c.value)
                return cmd.Play(
                    who=me.key,
                    card=best.name,
                    action="Speak Incantation",
                    target=target.key,
                    option=pact.spell,
                )
        return None

    def _sic_em(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command | None:
        """Command (p. 118): a master whose Cups outweigh their Swords sets an obedient
        companion that knows Sic 'Em on the foe beside them, with a card that beats its
        Initiative as far as it is known; None when there is no such play."""
        a = fighters.adventurer(game, me.key)
        dogs = [c for c in game.guild.companions_of(a.id) if c.obeys and "sic_em" in c.commands]
        if not dogs or not foes or a.attributes.cups < a.attributes.swords:
            return None
        target = min(foes, key=lambda f: (self._known(ch, f), f.key))
        defence = self._known(ch, target)
        card = next(
            (
                c
                for c in sorted(hand, key=lambda c: c.value)
                if c.value + a.attributes.cups > defence
            ),
            max(hand, key=lambda c: c.value),
        )
        return cmd.Play(
            who=me.key,
            card=card.name,
            action="Command",
            target=target.key,
            option=f"{dogs[0].id}:sic_em",
        )

    def _fight(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command:
        """A foe in reach: dodge one it cannot hurt, else a dirty trick, else strike."""
        if _harmless(game, me, foes):
            # bare hands cannot hurt it (p. 116), nor a weapon it is immune to (a spear on a
            # skeleton, p. 277; steel on a vampire, p. 282): get ready to dodge its blow —
            # a berserker, barred from Dodging, first masters the rage for 1 Resolve (p. 64)
            if blood.BERSERK in me.effects:
                if fighters.adventurer(game, me.key).resolve >= 1:
                    return cmd.Calm(who=me.key)
                return self._strike(game, ch, me, hand, foes)
            best = max(hand, key=lambda c: c.value)
            return cmd.Play(who=me.key, card=best.name, action="Dodge")
        shout = self._war_cry(game, ch, me, hand)
        if shout is not None:
            return shout
        touchable = [f for f in foes if not aloft.untouchable(f)]
        trick = self._dirty_trick(game, ch, me, hand, touchable)
        if trick is not None:
            return trick
        pin = self._giants_shove(game, ch, me, hand, touchable)
        if pin is not None:
            return pin
        wrecked = self._wreck(game, ch, me, hand)
        if wrecked is not None:
            return wrecked
        climb = _climb(game, ch, me, hand)  # up the Sporehulk to his rune (p. 279)
        if climb is not None:
            return climb
        return self._strike(game, ch, me, hand, _harms(game, me, foes))

    @staticmethod
    def _war_cry(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
        """Policy (Proud and Ancient, p. 51): cry the house's motto with the lowest card when
        Resolve is 2 or more (one kept back) and a house-mate fights beside the crier, none of
        them yet roused by a cry; else None. Alone, a blow with Resolve for favor serves
        better than a turn spent shouting."""
        a = fighters.adventurer(game, me.key)
        if a.resolve < 2 or not war_cry.can(a):
            return None
        heard = war_cry.hearers(game, me)
        if len(heard) < 2 or any(war_cry.ROUSED in f.effects for f in heard):
            return None
        low = min(hand, key=_value)
        return cmd.Play(
            who=me.key, card=low.name, action="Speak Incantation", option=war_cry.OPTION
        )

    @staticmethod
    def _wreck(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
        """Policy (Colossal, p. 61; ``worm.gm.wreckage.topples``): a troll with a second card
        to fight on and a Resolve to keep after the feat brings down, with its lowest card, a
        piece in its zone that makes the footing sway or drowns out an incantation, or smashes
        open a barred way out in reach when the fight goes badly enough to retreat
        (``wreckage.reopens``). Else None."""
        a = fighters.adventurer(game, me.key)
        if len(hand) < 2 or not colossal.able(a) or not talent_policy.smashes(a):
            return None
        guild = ch.side("guild")
        hurt = sum(1 for f in guild if fighters.adventurer(game, f.key).conditions.injured)
        if wreckage.reopens(hurt, len(guild)):
            for way in wreck.ways(ch, me):
                if wreckage.way_feat(way.exit, way.barred) == wreckage.OPEN:
                    low = min(hand, key=_value)
                    option = f"{wreck.WAY}{way.id}"
                    return cmd.Play(who=me.key, card=low.name, action="Colossal", option=option)
        for piece in wreck.pieces(game, ch, me):
            if wreckage.topples(frozenset(game.pack.scenery[piece].rules)):
                low = min(hand, key=_value)
                return cmd.Play(who=me.key, card=low.name, action="Colossal", option=piece)
        return None

    def _giants_shove(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command | None:
        """Policy (Giant's Strength, p. 60): a troll with a second card left to fight on shoves
        one of the peoples in reach into a burning zone or over a drop beside it (a Displace,
        which lands whatever the card, ``worm.gm.strength``; the shove sends it to the worst
        zone, ``pentacles.manhandle``) with its lowest card: a sure Wound. A plain shove or pin
        is not worth the blow it costs (the fight sim: one more death in a hundred fights
        when the troll pinned the band's acting member), so otherwise None."""
        a = fighters.adventurer(game, me.key)
        if len(hand) < 2 or a.usable(rules_strength.TALENT) is None:
            return None
        if not training.usable(a, rules_strength.TALENT) or a.kin != rules_strength.TROLL:
            return None
        for foe in sorted(foes, key=lambda f: (self._known(ch, f), f.key)):
            block = fighters.block(game, foe.group)
            creature = ch.group(foe.group).creature or ""
            if strength.roughhouse_contest("displace", block.theme, creature) is None:
                continue
            beside = [ch.zone(z) for z in ch.zone(foe.zone).neighbours]
            if not any({"burning", "drop"} & z.rules for z in beside if not z.exit):
                continue
            if not pentacles.unmoved(game, ch, foe, "displace"):
                low = min(hand, key=_value)
                return cmd.Play(
                    who=me.key,
                    card=low.name,
                    action="Roughhouse",
                    target=foe.key,
                    option="displace",
                )
        return None

    def _dirty_trick(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command | None:
        """Policy (Fight Dirty, p. 74): with a second card left to fight on, Exhaust a band
        in reach whose acting member is not yet Exhausted — every action it makes then
        carries disfavor (p. 12) — with the best Pentacles card, when that beats the band's
        known Initiative; else None."""
        a = fighters.adventurer(game, me.key)
        coins = [c for c in hand if c.suit == "pentacles"]
        if len(hand) < 2 or not coins or not dirty.knows(a):
            return None
        card = max(coins, key=_value)
        total = card.value + fighters.attribute(game, me, "pentacles")
        for foe in sorted(foes, key=lambda f: (self._known(ch, f), f.key)):
            lead = fighters.acting_member(ch, foe.group)
            if lead is None or lead.key != foe.key or "exhaust" in foe.effects:
                continue
            if not pentacles.unmoved(game, ch, foe, "exhaust") and total > self._known(ch, foe):
                return cmd.Play(
                    who=me.key,
                    card=card.name,
                    action="Roughhouse",
                    target=foe.key,
                    option="exhaust",
                )
        return None

    def _strike(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command:
        swords = fighters.adventurer(game, me.key).attributes.swords
        engaged = [f for f in foes if f.key in me.engaged]
        pool = engaged or foes
        target = min(pool, key=lambda f: (self._known(ch, f), f.key))
        defence = self._known(ch, target)
        card = next(
            (c for c in sorted(hand, key=lambda c: c.value) if c.value + swords > defence), None
        )
        held = fighters.adventurer(game, me.key).inspiration
        if card is None and held is not None and held.value + swords > defence:
            card = held  # the inspiration card turns a miss into a hit (p. 79)
        perfect = self._perfect(game, me, hand, card)
        part = _aim(game, me, target)
        if perfect is not None:  # Doom Eye: a Swords card makes a sure hit (p. 70)
            return cmd.Play(
                who=me.key,
                card=perfect.name,
                action="Attack",
                target=target.key,
                option="doom_eye",
                part=part,
            )
        if card is None:
            card = max(hand, key=lambda c: c.value)
        # Resolve buys favor (p. 113) when it turns a miss into a hit; one point is kept back
        # (and a full store is spent on a near thing: Camp restores it, pp. 32, 141)
        total, resolve = card.value + swords, game.guild.adventurer(me.key).resolve
        short = total <= defence < total + constants.BOOK.favor
        spend = resolve >= 2 and (short or (resolve == 4 and total - defence <= 2))
        return cmd.Play(
            who=me.key, card=card.name, action="Attack", target=target.key, resolve=spend, part=part
        )

    @staticmethod
    def _perfect(game: Table, me: Fighter, hand: list[Card], card: Card | None) -> Card | None:
        """The Swords card a marksman with Doom Eye spends on a perfect shot (p. 70) when no
        card is sure to hit: the lowest."""
        a = fighters.adventurer(game, me.key)
        swords = sorted((c for c in hand if c.suit == "swords"), key=_value)
        if card is not None or not swords or not doom_eye.can(game, me, a):
            return None
        return swords[0]

    def _brandish(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command | None:
        """Hold up a ward (pp. 167–169) at a foe in the zone it keeps off, when words serve
        this adventurer better than steel (Wands above Swords) and a card beats the foe's
        Initiative as far as it is known; a ward in the pack is pulled out first (p. 118)."""
        a = fighters.adventurer(game, me.key)
        if a.attributes.wands <= a.attributes.swords:
            return None
        held = brandish.at_hand(game, a)
        packed = [c.item for c in a.inventory.pack if c is not None and c.item in wards.WARDS]
        for item in dict.fromkeys((*held, *packed)):
            kept = [f for f in foes if wards.warded(game.pack, item, ch.group(f.group).creature)]
            if not kept:
                continue
            target = min(kept, key=lambda f: (f.key not in me.engaged, f.key))
            defence = self._known(ch, target)
            ranked = sorted(hand, key=lambda c: c.value)
            card = next((c for c in ranked if c.value + a.attributes.wands > defence), None)
            if card is None:
                continue
            if item not in held:  # in the pack: bring it to hand first, with the least card
                return cmd.Play(
                    who=me.key, card=ranked[0].name, action="Pull Item from Pack", option=item
                )
            return cmd.Play(
                who=me.key, card=card.name, action="Brandish", target=target.key, option=item
            )
        return None

    def _salt(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card], foes: list[Fighter]
    ) -> cmd.Command | None:
        """Throw salt (Salt Reactive, pp. 278, 281) at a foe in the zone it burns, when a card
        and Cups beat its Initiative as far as it is known: 2 Wounds where a blow deals 1, and
        the one hurt a sword or hammer cannot give a slime. Salt in the pack is pulled out
        first with the least card, while another card is left to throw it with."""
        a = fighters.adventurer(game, me.key)
        held = any(
            c is not None and c.item == SALT for c in (*a.inventory.hands, *a.inventory.belt)
        )
        packed = any(c is not None and c.item == SALT for c in a.inventory.pack)
        if not (held or packed):
            return None
        burnt = [f for f in foes if cups.burns(game, f)]
        if not burnt:
            return None
        ranked = sorted(hand, key=_value)
        if not held:
            if len(hand) < 2:
                return None
            return cmd.Play(
                who=me.key, card=ranked[0].name, action="Pull Item from Pack", option=SALT
            )
        target = min(burnt, key=lambda f: (self._known(ch, f), f.key))
        defence = self._known(ch, target)
        card = next((c for c in ranked if c.value + a.attributes.cups > defence), None)
        if card is None:
            return None
        return cmd.Play(
            who=me.key, card=card.name, action="Use Item", target=target.key, option=SALT
        )

    @staticmethod
    def _retch(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
        """Feed a blessed thing to a devil in the zone that has swallowed someone (p. 258):
        it throws them all up, no test. One in the pack is pulled out first, with the least
        card, while another is left to feed it with."""
        devils = [f for f in ch.side("foes") if f.zone == me.zone and blessed.swallowed_by(ch, f)]
        if not devils or not hand:
            return None
        a = fighters.adventurer(game, me.key)
        at_hand = [c for c in (*a.inventory.hands, *a.inventory.belt) if c is not None]
        low = min(hand, key=_value)
        held = next((c.item for c in at_hand if blessed.blessed(game, c.item)), None)
        if held is not None:
            return cmd.Play(
                who=me.key, card=low.name, action="Use Item", target=devils[0].key, option=held
            )
        packed = next(
            (c.item for c in a.inventory.pack if c is not None and blessed.blessed(game, c.item)),
            None,
        )
        if packed is None or len(hand) < 2:
            return None
        return cmd.Play(who=me.key, card=low.name, action="Pull Item from Pack", option=packed)

    @staticmethod
    def _strew(game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command | None:
        """Strew caltrops at hand over one's own zone (p. 164) when an unshod foe stands in
        the next zone, before it comes on."""
        a = fighters.adventurer(game, me.key)
        at_hand = [c for c in (*a.inventory.hands, *a.inventory.belt) if c is not None]
        if not any(c.item == "caltrops" for c in at_hand) or "caltrops" in ch.zone(me.zone).rules:
            return None
        near = set(ch.zone(me.zone).neighbours)
        coming = [
            f
            for f in ch.side("foes")
            if f.zone in near and wards.unshod(game.pack, ch.group(f.group).creature)
        ]
        if not coming:
            return None
        low = min(hand, key=lambda c: c.value)
        return cmd.Play(who=me.key, card=low.name, action="Use Item", option="caltrops")

    def _close_in(self, game: Table, ch: Challenge, me: Fighter, hand: list[Card]) -> cmd.Command:
        a = fighters.adventurer(game, me.key)
        charged = reaver.targets(ch, me) if reaver.can(game, me, a) else []
        if charged:  # Reaver: close in and strike with one card (p. 71)
            target = min(charged, key=lambda f: (self._known(ch, f), f.key))
            best = max(hand, key=lambda c: c.value)
            return cmd.Play(
                who=me.key,
                card=best.name,
                action="Attack",
                target=target.key,
                option="charge",
                part=_aim(game, me, target),
            )
        goals = {f.zone for f in ch.side("foes")}
        zone = ch.zone(me.zone)
        low = min(hand, key=lambda c: c.value)
        for near in zone.neighbours:
            if near in goals:
                return cmd.Play(who=me.key, card=low.name, action="Move", option=str(near))
        for near in zone.neighbours:
            if goals & set(ch.zone(near).neighbours) and "slow" not in zone.rules:
                far = next(z for z in ch.zone(near).neighbours if z in goals)
                return cmd.Play(who=me.key, card=low.name, action="Dash", option=str(far))
        return cmd.Pass()

    def _banter(
        self, game: Table, ch: Challenge, me: Fighter, hand: list[Card]
    ) -> cmd.Command | None:
        meeting = game.meeting
        if meeting is None:
            return None
        key = (game.depth, meeting.room, meeting.name)
        if key in self.bantered:
            return None
        bands = [  # a band of a mixed fight that hears words, with some of it down
            g.key
            for g in ch.groups
            if g.side == "foes"
            and not fighters.block(game, g.key).mindless
            and any(not f.fighting for f in ch.members(g.key))
        ]
        standing = [f for f in ch.side("foes") if f.group in bands]
        wands = fighters.adventurer(game, me.key).attributes.wands
        best = max(hand, key=lambda c: c.value)
        if standing and best.value + wands > 10:
            self.bantered.add(key)
            foe = standing[0]
            return cmd.Play(
                who=me.key, card=best.name, action="Banter", target=foe.key, option="intimidate"
            )
        return None

    @staticmethod
    def _known(ch: Challenge, foe: Fighter) -> int:
        group = ch.group(foe.group)
        if group.shown and group.initiative is not None:
            return group.initiative.value
        return GUESS

    # --- minor actions and interrupts -----------------------------------------------------------

    def _minor(self, game: Table, ch: Challenge) -> cmd.Command:
        for me in ch.side("guild"):
            if me.key in ch.spent or not ch.hand(me.key):
                continue
            hand = ch.hand(me.key)  # the Fool has no suit: never one of these
            near = ch.in_zone(me.zone, "foes")
            if near and ch.group(me.key).facedown is None:
                pentacles = [c for c in hand if c.suit == "pentacles"]
                if pentacles and "root" not in fighters.suffered(game, me):
                    best = max(pentacles, key=_value)  # one suit: no two cards of a value
                    return cmd.Play(who=me.key, card=best.name, action="Dodge", minor=True)
            foes = [f for f in near if ch.group(f.group).shown]
            if not foes:
                continue
            swords = sorted((c for c in hand if c.suit in _striking(game, me)), key=_value)
            weapon = fighters.weapon_of(game, me)
            foes = _harms(game, me, foes)
            if swords and weapon not in ("bow", "crossbow") and foes:
                target = min(foes, key=lambda f: self._known(ch, f))
                card = next((c for c in swords if c.value > self._known(ch, target)), None)
                if card is not None:
                    return cmd.Play(
                        who=me.key,
                        card=card.name,
                        action="Attack",
                        target=target.key,
                        minor=True,
                        part=_aim(game, me, target),
                    )
        return cmd.Pass()

    def _interrupt(self, game: Table, ch: Challenge) -> cmd.Command:
        countered = self._counter(game, ch)
        if countered is not None:
            return countered
        declared = ch.queue[0]
        if declared.side != "foes" or not declared.targets:
            return cmd.Pass()  # policy (pp. 74, 78): Quick! and advice only to Dodge a blow
        advised = self._advised_dodge(ch)
        if advised is not None:
            return advised
        target = ch.fighter(declared.targets[0][0])
        for me in ch.side("guild"):
            hand = ch.hand(me.key)
            if not any(c.is_fool for c in hand) or me.zone != target.zone:
                continue
            others = sorted((c for c in hand if not c.is_fool), key=lambda c: c.value)
            if others:
                return cmd.Play(
                    who=me.key, card=others[-1].name, action="Dodge", fool=True, target=target.key
                )
        for key in quick.able(game, ch):  # Quick!: a Pentacles Dodge goes first (p. 74)
            me = ch.fighter(key)
            if me.zone != target.zone or ch.group(key).facedown is not None:
                continue
            pentacles_cards = [c for c in ch.hand(key) if c.suit == "pentacles"]
            best = max(pentacles_cards, key=lambda c: c.value)
            return cmd.Play(who=key, card=best.name, action="Dodge", minor=True, target=target.key)
        braced = self._brace(game, ch)
        if not isinstance(braced, cmd.Pass):
            return braced
        return self._urgent_counsel(game, ch) or braced

    @staticmethod
    def _advised_dodge(ch: Challenge) -> cmd.Command | None:
        """Policy (Counsel, p. 78): a card counselled with Resolve as a Dodge is played at
        once, as the counsellor paid for, by its holder when the foe's blow waits on them or
        a guild-mate in their zone; else None (other advice waits for a turn)."""
        aimed = [ch.fighter(key) for key, _ in ch.queue[0].targets]
        for key in counsel.able(ch):
            me = ch.fighter(key)
            target = next((t for t in aimed if t.zone == me.zone and t.side == "guild"), None)
            if target is None or ch.group(key).facedown is not None:
                continue
            for card in ch.hand(key):
                advice = ch.advised(key, card)
                if advice is not None and advice.interrupt and advice.action == "Dodge":
                    return cmd.Play(
                        who=key, card=card.name, action="Dodge", minor=True, target=target.key
                    )
        return None

    @staticmethod
    def _urgent_counsel(game: Table, ch: Challenge) -> cmd.Command | None:
        """Policy (Counsel, p. 78): before a foe's Attack that would land on an Injured
        guild-mate with no Dodge laid, a counsellor with 2 Resolve or more (one kept for
        their own need) who is not the one struck spends 1 to hand that mate their highest
        Pentacles card as a Dodge to play at once; else None. Resolve is dear, so only a
        blow that could send the mate to Death's Door is worth it."""
        declared = ch.queue[0]
        if declared.action != "Attack" or not antagonists.could_land(game, declared):
            return None
        for mate_key, _ in declared.targets:
            mate = ch.fighter(mate_key)
            if mate.side != "guild" or not mate.fighting or ch.group(mate_key).facedown:
                continue
            if not fighters.adventurer(game, mate_key).conditions.injured:
                continue
            for me in ch.side("guild"):
                if me.key not in counsel.urgent(game, ch) or me.key == mate_key:
                    continue
                if fighters.adventurer(game, me.key).resolve < 2:
                    continue
                pentacles_cards = [c for c in ch.hand(me.key) if c.suit == "pentacles"]
                if pentacles_cards:
                    card = max(pentacles_cards, key=_value)
                    return cmd.Counsel(
                        who=me.key, to=mate_key, card=card.name, action="Dodge", resolve=True
                    )
        return None

    @staticmethod
    def _counter(game: Table, ch: Challenge) -> cmd.Command | None:
        """Policy (Counter-spell, p. 82): a creature's spell is always countered, by the one
        able with the most Resolve, with the highest card they hold besides their best (so it
        more likely beats the spell's total and nothing goes awry); one holding a single card
        counters with it. None when no one can."""
        able = counter_spell.able(game, ch)
        if not able:
            return None
        who = max(able, key=lambda k: fighters.adventurer(game, k).resolve)
        hand = sorted((c for c in ch.hand(who) if not c.is_fool), key=_value)
        card = hand[-2] if len(hand) >= 2 else hand[-1]
        return cmd.Play(who=who, card=card.name, action=counter_spell.ACTION, minor=True)

    @staticmethod
    def _brace(game: Table, ch: Challenge) -> cmd.Command:
        """Policy (Heavy Metal Machine, p. 70): one aimed at by a foe's Attack that would land
        braces in iron with its lowest card, when it holds another to fight on and the talent
        costs no XP (mastered or mentored: a brace a blow would drain a learner's XP); else
        pass."""
        declared = ch.queue[0]
        if declared.action != "Attack" or not antagonists.could_land(game, declared):
            return cmd.Pass()
        aimed = {key for key, _ in declared.targets}
        for key in heavy_metal.able(game, ch):
            hand = [c for c in ch.hand(key) if not c.is_fool]
            known = fighters.adventurer(game, key).usable(heavy_metal.TALENT)
            free = known is not None and known.state != "in_training"
            if key in aimed and len(hand) >= 2 and free:
                low = min(hand, key=_value)
                return cmd.Play(who=key, card=low.name, action=heavy_metal.ACTION, minor=True)
        return cmd.Pass()


def _striking(game: Table, me: Fighter) -> tuple[str, ...]:
    """The suits ``me`` strikes with as a minor action: Swords, and Pentacles too with a
    weapon in both hands and Two-handed Focus to pay for (p. 71)."""
    a = fighters.adventurer(game, me.key)
    if declare.two_handed(game, a) and training.usable(a, declare.TWO_HANDED):
        return ("swords", "pentacles")
    return ("swords",)


def _patient(game: Table, ch: Challenge, me: Fighter) -> str | None:
    """Whom ``me`` spends a poultice on this turn: a guild-mate down at Death's Door in its
    zone (p. 126), else, for a chirurgeon, an Injured one there (p. 78)."""
    a = fighters.adventurer(game, me.key)
    dying = next(
        (
            f
            for f in ch.side("guild", fighting=False)
            if f.out == "down"
            and f.zone == me.zone
            and fighters.adventurer(game, f.key).conditions.deaths_door
        ),
        None,
    )
    if dying is not None and kit.count(a, "poultice"):
        return dying.key
    near = [f.key for f in ch.side("guild") if f.zone == me.zone]
    return chirurgeon.patient_for(game, a, near)


def _harmless(game: Table, me: Fighter, foes: Sequence[Fighter] | None = None) -> bool:
    """Whether ``me``'s blows can harm none of ``foes`` (by default every foe standing; in a
    mixed fight each band by its own stat block): bare hands on a foe bigger than a person
    (p. 116), or a weapon the creature's notes shrug off (``worm.rules.dooms.immune``)."""
    ch = game.under_way()
    among = ch.side("foes") if foes is None else foes
    if among and all(aloft.out_of_reach(game, me, f) for f in among):
        return True  # in the air or intangible, past what ``me`` holds (pp. 251, 260–269, 282)
    among = [f for f in among if not aloft.out_of_reach(game, me, f)]
    bands = dict.fromkeys(f.group for f in among) or {"foes": None}
    return all(_harmless_to(game, me, band) for band in bands)


def _harms(game: Table, me: Fighter, foes: Sequence[Fighter]) -> list[Fighter]:
    """Those of ``foes`` that ``me``'s blows can harm and reach."""
    return [
        f
        for f in foes
        if not _harmless_to(game, me, f.group) and not aloft.out_of_reach(game, me, f)
    ]


def _harmless_to(game: Table, me: Fighter, band: str) -> bool:
    block = fighters.block(game, band)
    if fighters.weapon_of(game, me) is None and block.larger:
        return True
    means = fighters.means_of(game, me)
    if strange_body.vain(game, band, means) is not None:  # p. 248
        return True
    return dooms.immune((n.name for n in block.notes), means) is not None


def _value(card: Card) -> int:
    return card.value


def _negate(game: Table, ch: Challenge) -> cmd.Command | None:
    """Counter-spell's second use (p. 82): a foe's spell in play holding a guild-mate is ended
    by the first who can, for 1 Resolve, before anything else is done. Policy: the guild's own
    spells (``Challenge.ours``) are left to run; the bot cast them for a reason."""
    able = counter_spell.negaters(game, ch)
    if not able:
        return None
    held = next(
        (
            s
            for s in counter_spell.in_play(ch)
            if ch.fighter(s[0]).side == "guild" and s[:2] not in ch.ours
        ),
        None,
    )
    if held is None:
        return None
    return cmd.Negate(who=able[0], whom=held[0])


def _perch(game: Table, ch: Challenge, me: Fighter, a: Adventurer) -> int | None:
    """An acrobat with a bow or crossbow, none in reach of their blows, climbs the perch beside
    them as a Move (p. 74) when a foe is within bowshot of it: its missiles have favor up
    there (p. 111, ``worm.gm.perches``); None otherwise."""
    if ch.zone(me.zone).climb or not acrobat.scales(a):
        return None
    for z in ch.zone(me.zone).neighbours:
        if ch.zone(z).climb and any(
            fighters.near(ch, z, f.zone) and "no_missiles" not in ch.zone(f.zone).rules
            for f in ch.side("foes")
        ):
            return z
    return None
