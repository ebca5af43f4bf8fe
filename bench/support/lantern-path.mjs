// Lighthouse's simulated LCP, explained: the requests and main-thread tasks Lantern put on the
// path to the largest paint, with their simulated start and end. Reads the artifacts that
// `npm run bench -- signed-in-weight --lhr-dir=<dir>` keeps (<dir>/<build>-<screen>-<run>.artifacts).
//
//   node bench/support/lantern-path.mjs <artifacts dir> [--all]
//
// --all lists every node of the pessimistic graph, not only the chain that ends last.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

const [dir, ...flags] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node bench/support/lantern-path.mjs <artifacts dir> [--all]');
  process.exit(2);
}
const artifacts = await loadArtifacts(dir);
const settings = { ...defaultSettings, formFactor: 'mobile', throttlingMethod: 'simulate' };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: [],
  HostDPR: artifacts.HostDPR,
  simulator: null,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
console.log(
  `LCP ${Math.round(lcp.timing)} ms simulated (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);

const timings = lcp.pessimisticEstimate.nodeTimings;
const label = (node) => {
  if (node.type === 'network')
    return `${node.request.requestMethod ?? ''} ${node.request.url.replace(/\?.*/, '').replace(/^https?:\/\/[^/]+/, '')} ${node.request.transferSize} B`;
  const scripts = [...node.getEvaluateScriptURLs()].map((u) => u.replace(/.*\//, '')).join(', ');
  return `main thread ${Math.round((node.endTime - node.startTime) / 1000)} ms observed${scripts ? `, runs ${scripts}` : ''}${node.didPerformLayout() ? ', layout' : ''}`;
};
const row = (node) => {
  const t = timings.get(node);
  return `${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(6)}  ${label(node)}`;
};
// The chain that ends last: from the last node back through the dependency that ended last.
const path = [];
let node = [...timings.keys()].sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
while (node) {
  path.unshift(row(node));
  node = node
    .getDependencies()
    .filter((d) => timings.has(d))
    .sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
}
console.log(`\nthe chain that ends last (pessimistic graph, ${timings.size} nodes):\n${path.join('\n')}`);
if (flags.includes('--all'))
  console.log(
    `\nevery node:\n${[...timings.keys()]
      .sort((a, b) => timings.get(a).startTime - timings.get(b).startTime)
      .map(row)
      .join('\n')}`,
  );
