"""Optional sounds, synthesized with WebAudio (no files): dice, a placed die, Shanghai, the end."""

from __future__ import annotations

from typing import Any

from game.ui.browser import window

# Each sound: (start offset s, frequency Hz, duration s, wave, peak gain).
NOTES: dict[str, tuple[tuple[float, float, float, str, float], ...]] = {
    "dice": tuple((i * 0.045, 180 + 90 * (i % 3), 0.035, "square", 0.05) for i in range(7)),
    "place": ((0.0, 520, 0.07, "triangle", 0.12),),
    "trick": ((0.0, 660, 0.08, "sine", 0.1), (0.08, 880, 0.12, "sine", 0.1)),
    "shanghai": ((0.0, 392, 0.5, "triangle", 0.12), (0.0, 494, 0.5, "triangle", 0.08),
                 (0.12, 587, 0.6, "triangle", 0.08)),
    "end": tuple((i * 0.14, f, 0.3, "sine", 0.1) for i, f in enumerate((523, 659, 784, 1047))),
}


class Sound:
    """Plays the board's sounds when switched on; silent (and creates no AudioContext) when off."""

    def __init__(self) -> None:
        """Start silent; the audio context is made on the first sound, after a user gesture."""
        self.context: Any = None

    def play(self, name: str, enabled: bool) -> None:
        """Play one of NOTES if sounds are enabled."""
        if not enabled or name not in NOTES:
            return
        if self.context is None:
            constructor = getattr(window, "AudioContext", None)
            if constructor is None:
                return
            self.context = constructor.new()
        ctx = self.context
        now = ctx.currentTime
        for offset, freq, length, wave, peak in NOTES[name]:
            osc = ctx.createOscillator()
            gain = ctx.createGain()
            osc.type = wave
            osc.frequency.value = freq
            start = now + offset
            gain.gain.setValueAtTime(0.0001, start)
            gain.gain.exponentialRampToValueAtTime(peak, start + 0.01)
            gain.gain.exponentialRampToValueAtTime(0.0001, start + length)
            osc.connect(gain)
            gain.connect(ctx.destination)
            osc.start(start)
            osc.stop(start + length + 0.02)
