# Builds a short webm from stills: gentle zoom per still, crossfades between them.
import os, subprocess, sys
FPS = 20
T = 0.5  # crossfade
def clip(out, segments, crf=38):
    args = ['ffmpeg', '-loglevel', 'error', '-y']
    filters = []
    for i, (png, secs, fx, fy, z1) in enumerate(segments):
        args += ['-i', png]
        d = int(secs * FPS)
        filters.append(
            f"[{i}:v]scale=3840:-1,zoompan=z='1+{z1 - 1}*on/{d}':x='(iw-iw/zoom)*{fx}':y='(ih-ih/zoom)*{fy}':d={d}:s=960x600:fps={FPS},setsar=1,format=yuv420p[s{i}]"
        )
    prev = 's0'
    offset = 0.0
    for i in range(1, len(segments)):
        offset += segments[i - 1][1] - T
        filters.append(f"[{prev}][s{i}]xfade=transition=fade:duration={T}:offset={offset:.2f}[x{i}]")
        prev = f'x{i}'
    args += ['-filter_complex', ';'.join(filters), '-map', f'[{prev}]', '-an',
             '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', str(crf), '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
             '-g', '120', out]
    subprocess.run(args, check=True)

F = os.environ.get('FRAMES', '/tmp/vitrina-frames') + '/'
A = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../src/assets/')
which = sys.argv[1] if len(sys.argv) > 1 else 'both'
if which in ('sales', 'both'):
    clip(A + 'solutions-sales.webm', [
        (F + 'sales-1-hero.png', 4.0, 0.95, 0.55, 1.35),   # towards the sample chat
        (F + 'sales-2-inbox.png', 3.5, 0.5, 0.3, 1.08),
        (F + 'sales-3-knowledge.png', 3.5, 0.3, 0.2, 1.12),
    ])
if which in ('plans', 'both'):
    clip(A + 'solutions-plans.webm', [
        (F + f'plans-{v}.png', 2.2, 0.3, 0.3, 1.04) for v in (50, 400, 1500, 3000, 5000)
    ])
