import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/vip-videos', props);

export default function VipVideosPage(props: VideoAreaProps) {
  return <VideoAreaPage area="/vip-videos" {...props} />;
}
